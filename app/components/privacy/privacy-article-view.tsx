import { PRIVACY_KEY } from '@domain/content/privacy';
import { ArticlePage } from '~/components/articles/article-page';
import { blogPostingJsonLd } from '~/components/articles/structured-data';
import type { privacyPageData } from './privacy-page-data';

/** The privacy policy as a blog-style article (specification 2.10): the page's, and the back office's preview. */
export function PrivacyArticleView({ data }: { data: ReturnType<typeof privacyPageData> }) {
  const { article, contents } = data;
  return (
    <ArticlePage
      article={article}
      crumbs={[]}
      contents={contents}
      jsonLd={blogPostingJsonLd({
        ...article,
        description: article.shortdesc,
        path: PRIVACY_KEY,
        modifieddate: article.publisheddate,
        authorname: article.author.authorname,
        keywords: article.tags.map((tag) => tag.name),
      })}
    />
  );
}
