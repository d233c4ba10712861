import type { ReactNode } from 'react';
import type { Leader } from '~/content/leaders';
import { PersonAvatar } from './person-avatar';
import { SocialLinks } from './social-links';

/** The biography's Markdown as the profile draws it (decision 086's allow-list made the HTML). */
const BIOGRAPHY =
  'mt-4 flex flex-col gap-4 leading-relaxed [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 [&_ul]:list-disc [&_ul]:pl-6';

/** A director's or manager's photo, networks and biography: their profile page and its preview in the back office. */
export function LeaderProfile({
  person,
  isAboveFold = false,
  children,
}: {
  person: Pick<Leader, 'profile' | 'name' | 'photo' | 'socialmedia' | 'biographyHtml'>;
  isAboveFold?: boolean;
  children?: ReactNode;
}) {
  return (
    <article className="grid gap-8 md:grid-cols-[auto_minmax(0,1fr)]">
      <div className="flex flex-col items-center gap-4 md:items-start">
        <PersonAvatar
          profile={person.profile}
          name={person.name}
          photo={person.photo}
          size="lg"
          isAboveFold={isAboveFold}
        />
        <SocialLinks name={person.name} links={person.socialmedia} />
      </div>
      <div className="max-w-prose">
        <h2 className="text-lg font-semibold">Biography</h2>
        <div className={BIOGRAPHY} dangerouslySetInnerHTML={{ __html: person.biographyHtml }} />
        {children}
      </div>
    </article>
  );
}
