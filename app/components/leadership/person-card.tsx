import type { ReactNode } from 'react';
import { Link } from '~/components/ui/link';
import { PersonAvatar } from './person-avatar';

export interface PersonSummary {
  profile: string;
  name: string;
  designation: string;
  photo: string | null;
  short?: string;
}

/** One person in a leadership list: avatar, name (a link to the profile when there is one) and role. */
export function PersonCard({ person, href, children }: { person: PersonSummary; href?: string; children?: ReactNode }) {
  return (
    <article className="relative grid h-full grid-cols-[auto_1fr] items-center gap-x-4 rounded-card border border-border bg-surface p-4 shadow-raised sm:flex sm:flex-col sm:items-center sm:p-6 sm:text-center">
      <PersonAvatar profile={person.profile} name={person.name} photo={person.photo} />
      <div className="sm:mt-4">
        <h2 className="text-lg font-semibold leading-snug">
          {href ? (
            <Link
              to={href}
              className="after:absolute after:inset-0 after:rounded-card hover:text-primary-700 hover:underline"
            >
              {person.name}
            </Link>
          ) : (
            person.name
          )}
        </h2>
        <p className="mt-1 text-sm font-medium text-primary-700">{person.designation}</p>
        {person.short ? <p className="mt-2 text-sm text-muted">{person.short}</p> : null}
      </div>
      {children ? <div className="col-span-2 w-full">{children}</div> : null}
    </article>
  );
}
