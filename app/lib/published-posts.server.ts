import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import { readPictures } from '@server/content/pictures/picture-work';
import type { Services } from '@server/services';
import { newestFirst, toPost } from '~/content/blog';

/** Every published post as the blog draws it, newest first, with the library's cover pictures (decision 096). */
export function publishedPosts(services: Services) {
  return keptUntilPublish(services, 'publishedPosts', 'post', async () => {
    const published = await readPublished(services, 'post');
    const pictures = await readPictures(
      services,
      published.flatMap((post) => (post.body.pictureId ? [post.body.pictureId] : [])),
    );
    return newestFirst(published.map((post) => toPost(post, pictures)));
  });
}
