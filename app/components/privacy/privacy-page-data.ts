import { PRIVACY_KEY } from '@domain/content/privacy';
import { parseArticleMarkdown, tableOfContents } from '~/components/articles/article-markdown';
import { articleShareImage, tagName } from '~/content/blog';
import type { PrivacyArticle } from '~/content/privacy';
import { pageMeta } from '~/lib/meta';

/** What the privacy page's loader returns: the article with its tags named, its parsed body and contents. */
export function privacyPageData({ longdescription, ...article }: PrivacyArticle) {
  const blocks = parseArticleMarkdown(longdescription);
  return {
    article: { ...article, tags: article.tags.map((id) => ({ id, name: tagName(id) })), blocks },
    contents: tableOfContents(blocks),
  };
}

/** Its three addresses share one canonical page (issue 15.1). */
export function privacyPageMeta({ article }: ReturnType<typeof privacyPageData>) {
  return pageMeta({
    title: article.title,
    description: article.shortdesc,
    path: PRIVACY_KEY,
    image: articleShareImage(article.photo),
    type: 'article',
  });
}
