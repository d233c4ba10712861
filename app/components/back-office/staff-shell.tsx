import type { ReactNode } from 'react';
import { Logo } from '~/components/layout/logo';
import { staffTexts } from '@domain/messages/back-office/staff';

/**
 * The back office's own frame: no public header, footer, menus or cookie banner; the bank's logo
 * (not a link to the public site) and the area's name. `aside` holds the signed-in member's parts.
 */
export function StaffShell({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-input focus:bg-white focus:p-3"
      >
        {staffTexts.skipToContent}
      </a>
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <Logo className="h-9" />
            <span className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">
              {staffTexts.areaTitle}
            </span>
          </div>
          {aside}
        </div>
      </header>
      <main id="staff-main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}

/** A page of the back office: its heading and lead, then its content. */
export function StaffPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="staff-page-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="staff-page-title" className="text-2xl font-bold text-ink">
            {title}
          </h1>
          {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
