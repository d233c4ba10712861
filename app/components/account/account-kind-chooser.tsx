import { Building2, ChevronRight, ListChecks, User } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { messages } from '@domain/messages';

const texts = messages.accountScreens.chooser;

const KINDS = [
  { to: '/instantaccount/ind/r', title: texts.personalTitle, text: texts.personalText, Icon: User },
  { to: '/instantaccount/crp/r', title: texts.corporateTitle, text: texts.corporateText, Icon: Building2 },
  { to: '/newaccount', title: texts.fullTitle, text: texts.fullText, Icon: ListChecks },
] as const;

/**
 * The doors of /accountopening: a personal or a corporate instant account, or the full five-step
 * registration (/newaccount), with a word on which path suits whom (issue 27 point 15).
 */
export function AccountKindChooser() {
  return (
    <section aria-labelledby="paths-title" className="flex flex-col gap-4">
      <h2 id="paths-title" className="text-2xl font-bold text-ink">
        {texts.pathsTitle}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-muted">
        <li>{texts.instantPath}</li>
        <li>{texts.fullPath}</li>
      </ul>
      <KindLinks />
    </section>
  );
}

function KindLinks() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {KINDS.map(({ to, title, text, Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-start gap-4 rounded-card border border-border bg-surface p-5 shadow-raised transition-colors hover:border-primary-700"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="flex flex-1 flex-col gap-1">
              <span className="flex items-center gap-1 text-lg font-bold text-primary-700 group-hover:underline">
                {title}
                <ChevronRight className="size-5" aria-hidden="true" />
              </span>
              <span className="text-muted">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
