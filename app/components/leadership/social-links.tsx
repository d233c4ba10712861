import { AtSign, BriefcaseBusiness, Users, Video, type LucideIcon } from 'lucide-react';
import type { SocialPlatform } from '@domain/content/social-platforms';
import type { SocialMedia } from '~/content/leaders';

const PLATFORMS: Record<SocialPlatform, { Icon: LucideIcon; label: string }> = {
  video: { Icon: Video, label: 'video channel' },
  'professional-network': { Icon: BriefcaseBusiness, label: 'professional network profile' },
  'social-network': { Icon: Users, label: 'social network page' },
  microblog: { Icon: AtSign, label: 'microblog' },
};

/** A person's social profiles, each a 44 px tap target named for screen readers. */
export function SocialLinks({ name, links }: { name: string; links: SocialMedia[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${name} online`}>
      {links.map(({ icon, iconclass, url }) => {
        const { Icon, label } = PLATFORMS[icon];
        return (
          <li key={icon}>
            <a
              href={url}
              rel="noopener noreferrer"
              className={`inline-flex size-11 items-center justify-center rounded-full ${iconclass}`}
              aria-label={`${name}: ${label}`}
            >
              <Icon aria-hidden="true" size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
