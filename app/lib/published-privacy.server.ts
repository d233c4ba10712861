import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import { readPictures } from '@server/content/pictures/picture-work';
import type { Services } from '@server/services';
import { toPrivacyArticle } from '~/content/privacy';

/**
 * The published privacy article (decision 106), with its cover: a list, as the other kinds' readers
 * give, of its one item (none only before the seed is loaded).
 */
export function publishedPrivacyArticles(services: Services) {
  return keptUntilPublish(services, 'publishedPrivacyArticles', 'privacy', async () => {
    const published = await readPublished(services, 'privacy');
    const pictures = await readPictures(
      services,
      published.flatMap(({ body }) => (body.pictureId ? [body.pictureId] : [])),
    );
    return published.map((item) => toPrivacyArticle(item, pictures));
  });
}
