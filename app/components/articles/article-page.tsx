import type { ReactNode } from 'react';
import { Container } from '~/components/ui/container';
import { type Crumb, PageBanner } from '~/components/ui/page-banner';
import type { Author, Review } from '~/content/article-schemas';
import { ArticleBody } from './article-body';
import { ArticleFacts } from './article-facts';
import type { Block } from './article-markdown';
import { AuthorBlock } from './author-block';
import { JsonLd } from './json-ld';
import { ARTICLE_IMAGE_SIZE } from './post-card';
import { ReviewList } from './review-list';
import { type ContentsEntry, TableOfContents } from './table-of-contents';
import { type NamedTag, TagList } from './tag-list';

export interface ArticleView {
  title: string;
  shortdesc: string;
  photo: string;
  photoalt: string;
  postdate: string;
  /** Undefined where the site cannot know it (a video's views are YouTube's). */
  views?: number;
  comments: number;
  author: Author;
  blocks: Block[];
  tags?: NamedTag[];
  reviews?: Review[];
}

/**
 * The page of one article (blog post, newsletter issue, video post, the privacy article): banner
 * with the h1 and breadcrumb, author and facts, picture (or `media`), body, tags and comments.
 */
export function ArticlePage({
  article,
  crumbs,
  eyebrow,
  media,
  tagHref,
  contents,
  jsonLd,
  children,
}: {
  article: ArticleView;
  crumbs: Crumb[];
  eyebrow?: string;
  /** Replaces the picture: the video panel of a video post. */
  media?: ReactNode;
  tagHref?: (tag: NamedTag) => string;
  /** A table of contents before the body, for long articles. */
  contents?: ContentsEntry[];
  jsonLd: object;
  /** Shown after the article: related posts. */
  children?: ReactNode;
}) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <article>
        <PageBanner title={article.title} crumbs={crumbs} lead={article.shortdesc}>
          {eyebrow ? (
            <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent-300">{eyebrow}</p>
          ) : null}
        </PageBanner>
        <Container className="py-8 sm:py-12">
          <div className="mx-auto max-w-3xl">
            <header className="flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-center sm:justify-between">
              <AuthorBlock author={article.author} />
              {/* Issue 15.7: a count of comments the page does not show promised what it could not keep. */}
              <ArticleFacts
                postdate={article.postdate}
                views={article.views}
                comments={article.reviews ? article.comments : undefined}
              />
            </header>
            <div className="mt-8">
              {media ?? (
                <img
                  src={article.photo}
                  alt={article.photoalt}
                  {...ARTICLE_IMAGE_SIZE}
                  fetchPriority="high"
                  className="aspect-video w-full rounded-card bg-surface-sunken object-cover"
                />
              )}
            </div>
            {contents ? (
              <div className="mt-8">
                <TableOfContents entries={contents} />
              </div>
            ) : null}
            <div className="mt-8">
              <ArticleBody blocks={article.blocks} />
            </div>
            {article.tags && article.tags.length > 0 ? (
              <div className="mt-10 border-t border-border pt-6">
                <TagList tags={article.tags} hrefFor={tagHref} />
              </div>
            ) : null}
            {article.reviews ? <ReviewList reviews={article.reviews} total={article.comments} /> : null}
          </div>
        </Container>
      </article>
      {children}
    </>
  );
}

/** Related posts after an article, in a band of their own. */
export function RelatedPosts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="related-heading" className="border-t border-border bg-surface-subtle py-10 sm:py-14">
      <Container>
        <h2 id="related-heading" className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      </Container>
    </section>
  );
}
