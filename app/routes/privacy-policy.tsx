import type { Route } from './+types/privacy-policy';
import { ArticlePage } from '~/components/articles/article-page';
import { parseArticleMarkdown, tableOfContents } from '~/components/articles/article-markdown';
import { blogPostingJsonLd } from '~/components/articles/structured-data';
import { tagName } from '~/content/blog';
import { privacyArticle } from '~/content/policies/privacy-policy';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/page-delivery';

/** One shared page for /privacy-policy, /terms-of-service and /cookie-policy (specification 2.1 and 2.10). */
const CANONICAL_PATH = '/privacy-policy';

export const headers = publicPageHeaders;

export function loader() {
  const { longdescription, ...fields } = privacyArticle;
  const blocks = parseArticleMarkdown(longdescription);
  return {
    article: { ...fields, tags: privacyArticle.tags.map((id) => ({ id, name: tagName(id) })), blocks },
    contents: tableOfContents(blocks),
  };
}

// From the loader's data: a `meta` that imported the article would send it to the browser as well.
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return pageMeta({
    title: article.title,
    description: article.shortdesc,
    path: CANONICAL_PATH,
    image: article.photo,
    type: 'article',
  });
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const { article, contents } = loaderData;
  return (
    <ArticlePage
      article={article}
      crumbs={[]}
      contents={contents}
      jsonLd={blogPostingJsonLd({
        ...article,
        description: article.shortdesc,
        path: CANONICAL_PATH,
        modifieddate: article.publisheddate,
        authorname: article.author.authorname,
        keywords: article.tags.map((tag) => tag.name),
      })}
    />
  );
}
