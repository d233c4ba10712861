import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import { readPictures } from '@server/content/pictures/picture-work';
import type { Services } from '@server/services';
import { toProperty } from '~/content/properties';

/** Every published listing as the Property Mart draws it, in the Mart's order, with the library's pictures it names (decision 095). */
export function publishedProperties(services: Services) {
  return keptUntilPublish(services, 'publishedProperties', 'listing', async () => {
    const published = await readPublished(services, 'listing');
    const pictures = await readPictures(
      services,
      published.flatMap((listing) => listing.body.pictureIds),
    );
    return published.map((listing) => toProperty(listing, pictures));
  });
}
