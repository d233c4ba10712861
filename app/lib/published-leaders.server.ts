import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import { readPictures } from '@server/content/pictures/picture-work';
import type { Services } from '@server/services';
import { toLeader } from '~/content/leaders';

/** Every published director and manager, in their pages' order, with the library's photos they name (decision 097). */
export function publishedLeaders(services: Services) {
  return keptUntilPublish(services, 'publishedLeaders', 'leader', async () => {
    const published = await readPublished(services, 'leader');
    const pictures = await readPictures(
      services,
      published.flatMap((person) => (person.body.pictureId ? [person.body.pictureId] : [])),
    );
    return published.map((person) => toLeader(person, pictures));
  });
}
