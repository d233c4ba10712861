import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { BreakableText, EMAIL_BREAKS } from '~/components/ui/breakable-text';
import { branchCardTexts, type BranchCard } from '~/content/pages/branches';

const LINK =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline';

/** The bank's branches, each a card with its address, phones, e-mail, opening hours and a link to it in maps (/about, /contact). */
export function BranchCards({ branches }: { branches: readonly BranchCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {branches.map((branch) => (
        <li key={branch.key} className="flex flex-col rounded-card bg-surface p-5 shadow-raised">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <MapPin aria-hidden="true" size={22} className="shrink-0 text-primary-700" />
            {branch.name}
          </h3>
          <p className="mt-1 text-sm text-muted">
            {branch.isHeadOffice ? `${branchCardTexts.headOffice}, ${branch.state}` : branch.state}
          </p>
          <address className="mt-3 flex flex-1 flex-col gap-1 not-italic">
            <span>{branch.address}</span>
            {branch.phones.map((phone) => (
              <a key={phone.href} href={phone.href} className={LINK}>
                <Phone aria-hidden="true" size={18} className="shrink-0" />
                <span className="sr-only">{branchCardTexts.phone}: </span>
                {phone.text}
              </a>
            ))}
            <a href={`mailto:${branch.email}`} className={LINK}>
              <Mail aria-hidden="true" size={18} className="shrink-0" />
              <span className="sr-only">{branchCardTexts.email}: </span>
              <BreakableText text={branch.email} breaks={EMAIL_BREAKS} />
            </a>
            <span className="flex items-center gap-2 text-sm text-muted">
              <Clock aria-hidden="true" size={18} className="shrink-0" />
              <span className="sr-only">{branchCardTexts.hours}: </span>
              {branch.hours}
            </span>
          </address>
          <a
            href={branch.mapHref}
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-700 underline underline-offset-4"
          >
            {branchCardTexts.map}
            <span className="sr-only"> {branch.name}</span>
            <ExternalLink aria-hidden="true" size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
