import { Megaphone } from 'lucide-react';
import { renderInlineMarkdown } from '@domain/content/markdown';
import type { NoticeBody } from '@domain/content/notice';
import { publicSiteTexts } from '@domain/messages/public-site';

/**
 * The site notices' banner at the top of every public page (issue 31, decision 100). Every page is
 * drawn with the slot empty (prerendered files and the document cache never hold a notice); the
 * server fills it with the notices shown at the time of each request (site-notice-fill.server.tsx, server/http/site-notice.ts),
 * and a hydrated page keeps what the server sent (ServerDrawn in app/components/layout/site-layout.tsx).
 */
export type ShownNotice = Pick<NoticeBody, 'message' | 'linkUrl' | 'linkLabel'>;

/** The banner: a labelled region, dark ink on the accent's lightest tint, each notice a line. */
export function SiteNotices({ notices }: { notices: readonly ShownNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={publicSiteTexts.siteNotice.label}
      className="border-b-2 border-accent-500 bg-accent-100 text-ink"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:px-6">
        {notices.map((notice, index) => (
          <p key={index} className="flex gap-3 text-sm leading-6">
            <Megaphone className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
            <span>
              <span
                className="[&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2"
                dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(notice.message) }}
              />
              {notice.linkUrl ? (
                <>
                  {' '}
                  <a href={notice.linkUrl} className="font-semibold underline underline-offset-2">
                    {notice.linkLabel}
                  </a>
                </>
              ) : null}
            </span>
          </p>
        ))}
      </div>
    </section>
  );
}
