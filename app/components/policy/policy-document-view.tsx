import type { ReactNode } from 'react';
import { ArticleBody } from '~/components/articles/article-body';
import { formatPostDate } from '~/components/articles/format';
import { TableOfContents } from '~/components/articles/table-of-contents';
import { Container } from '~/components/ui/container';
import { type Crumb, PageBanner } from '~/components/ui/page-banner';
import type { policyPageData } from './policy-page-data';

type PolicyPageData = ReturnType<typeof policyPageData>;

/** A formal policy: banner, document-control facts, contents and the text in a readable measure. */
export function PolicyDocumentView({
  data,
  crumbs = [],
  children,
}: {
  data: PolicyPageData;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const { document, blocks, contents } = data;
  const facts = [
    ['Version', document.version],
    ['Effective', formatPostDate(document.effectivedate)],
    ['Owner', document.owner],
    ['Approved by', document.approvedby],
    ['Reviewed', document.reviewcycle],
  ];
  return (
    <>
      <PageBanner title={document.title} crumbs={crumbs} lead={document.summary} />
      <Container className="py-8 sm:py-12">
        <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12">
          <div className="flex flex-col gap-6">
            <section aria-labelledby="document-control-heading" className="rounded-card border border-border p-5">
              <h2 id="document-control-heading" className="text-base font-bold">
                Document control
              </h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {facts.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="text-muted">{term}</dt>
                    <dd className="font-medium text-ink">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {contents.length > 2 ? <TableOfContents entries={contents} isNarrow /> : null}
          </div>
          <div>
            <ArticleBody blocks={blocks} />
            {children}
          </div>
        </div>
      </Container>
    </>
  );
}
