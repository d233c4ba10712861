import type { SocialPlatform } from '@domain/content/social-platforms';
import { LEADER_GROUP_PAGES, type LeaderBody, type LeaderPage } from '@domain/content/leader';
import { renderMarkdown } from '@domain/content/markdown';
import { pictureUrl, type PictureData } from '@domain/content/pictures';
import { markdownToPlainText } from '~/components/articles/article-markdown';

/** A link to a person's own page on a network. */
export interface SocialMedia {
  /** Which network: decides the glyph and the link's accessible name. */
  icon: SocialPlatform;
  /** Token utility classes that tint the link. */
  iconclass: string;
  url: string;
}

/** The group of a leadership page, by its path: /team/x is a team lead, /Management a manager, any other the board. */
export function profileCategoryOf(pathname: string): LeaderPage {
  const first = pathname.toLowerCase().split('/')[1];
  return Object.values(LEADER_GROUP_PAGES).find((page) => page === first) ?? 'directors';
}

/** The tint of a person's network links (token classes). */
const NETWORK_CLASS = 'bg-primary-50 text-primary-800';

/** A published (or previewed) director, manager or team lead as the leadership pages draw them (decisions 097, 104). */
export interface Leader {
  category: LeaderPage;
  profile: string;
  name: string;
  designation: string;
  short?: string;
  /** The library's photo, or null for the seed's drawing (or the initials of a person added since). */
  photo: string | null;
  biographyHtml: string;
  /** The biography as plain text: the site search's, and its first paragraph the page's description. */
  biographyText: string;
  description: string;
  socialmedia: SocialMedia[];
  isSample: boolean;
}

/** A version of a person as the pages draw it, with the library's pictures it may name. */
export function toLeader(
  { isSample, body }: { isSample: boolean; body: LeaderBody },
  pictures: ReadonlyMap<string, PictureData>,
): Leader {
  const picture = body.pictureId ? pictures.get(body.pictureId) : undefined;
  return {
    category: LEADER_GROUP_PAGES[body.group],
    profile: body.profile,
    name: body.name,
    designation: body.designation,
    short: body.summary || undefined,
    // The smallest width (480 px) is twice the largest avatar drawn.
    photo: picture ? pictureUrl(picture.id, picture.widths[0], 'jpeg') : null,
    biographyHtml: renderMarkdown(body.biography),
    biographyText: markdownToPlainText(body.biography),
    description: markdownToPlainText(body.biography.split('\n\n')[0]),
    socialmedia: body.socialLinks.map(({ platform, url }) => ({
      icon: platform,
      iconclass: NETWORK_CLASS,
      url,
    })),
    isSample,
  };
}
