import { Clock, ExternalLink, MapPin, Phone } from 'lucide-react';
import { BRANCH_HOURS, bankBranches, branchCardTexts } from '~/content/pages/branches';

/** The bank's branches, each a card with its address, phone, opening hours and a link to it in maps (/about, /contact). */
export function BranchCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {bankBranches.map((branch) => (
        <li key={branch.value} className="flex flex-col rounded-card bg-surface p-5 shadow-raised">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <MapPin aria-hidden="true" size={22} className="shrink-0 text-primary-700" />
            {branch.label}
          </h3>
          <p className="mt-1 text-sm text-muted">{branch.state}</p>
          <address className="mt-3 flex flex-1 flex-col gap-1 not-italic">
            <span>{branch.address}</span>
            <a
              href={branch.phoneHref}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" size={18} className="shrink-0" />
              <span className="sr-only">{branchCardTexts.phone}: </span>
              {branch.phone}
            </a>
            <span className="flex items-center gap-2 text-sm text-muted">
              <Clock aria-hidden="true" size={18} className="shrink-0" />
              <span className="sr-only">{branchCardTexts.hours}: </span>
              {BRANCH_HOURS}
            </span>
          </address>
          <a
            href={branch.mapHref}
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary-700 underline underline-offset-4"
          >
            {branchCardTexts.map}
            <span className="sr-only"> {branch.label}</span>
            <ExternalLink aria-hidden="true" size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}
