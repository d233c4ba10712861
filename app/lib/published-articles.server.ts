import type { ContentKind } from '@domain/content/content-model';
import { type ContentBody, contentKind } from '@domain/content/kinds';
import type { PictureData } from '@domain/content/pictures';
import { keptUntilPublish } from '@server/content/kept-until-publish';
import { readPublished } from '@server/content/content-work';
import { readPictures } from '@server/content/pictures/picture-work';
import type { Services } from '@server/services';
import { newestFirst, toPost } from '~/content/blog';
import { toIssue, toVideo } from '~/content/newsletters';
import { toPrivacyArticle } from '~/content/privacy';

/** The published items of an article kind as their pages draw them, newest first, with the library's covers. */
function publishedArticles<
  Kind extends 'post' | 'newsletter' | 'video' | 'privacy',
  Article extends { postdate: string },
>(
  services: Services,
  kind: Kind & ContentKind,
  draw: (item: { key: string; body: ContentBody<Kind> }, pictures: ReadonlyMap<string, PictureData>) => Article,
) {
  return keptUntilPublish(services, `published-${kind}`, kind, async () => {
    const published = await readPublished(services, kind);
    const pictures = await readPictures(
      services,
      published.flatMap((item) => contentKind(kind).pictureIds!(item.body as Record<string, unknown>)),
    );
    return newestFirst(published.map((item) => draw(item, pictures)));
  });
}

/** Every published post as the blog draws it (decision 096). */
export const publishedPosts = (services: Services) => publishedArticles(services, 'post', toPost);

/** Every published issue of Home Matters (decision 103). */
export const publishedIssues = (services: Services) => publishedArticles(services, 'newsletter', toIssue);

/** Every published video post (decision 103). */
export const publishedVideos = (services: Services) => publishedArticles(services, 'video', toVideo);

/** The published privacy article (decision 106): a list of its one item, none only before the seed is loaded. */
export const publishedPrivacyArticles = (services: Services) =>
  publishedArticles(services, 'privacy', toPrivacyArticle);
