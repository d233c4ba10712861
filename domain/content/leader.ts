import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { SOCIAL_PLATFORMS } from './social-platforms';

const texts = contentTexts.leader.errors;

/** The three groups of specification 2.3, each with a list page and a profile page per person (decision 104). */
export const LEADER_GROUPS = ['director', 'management', 'teamlead'] as const;
export type LeaderGroup = (typeof LEADER_GROUPS)[number];

/** Each group's list page: /directors, /management, /team; a profile is under it. */
export const LEADER_GROUP_PAGES = { director: 'directors', management: 'management', teamlead: 'team' } as const;
export type LeaderPage = (typeof LEADER_GROUP_PAGES)[LeaderGroup];

/** A profile's address: /directors/{profile}, /management/{profile} or /team/{profile}. */
export const PROFILE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const words = (min: number, max: number, error: string) => z.string().trim().min(min, { error }).max(max, { error });

/** A person's own page on a network: https only, never a network's home page (the bank sets real addresses). */
export const SocialUrlSchema = z
  .url({ protocol: /^https$/, error: texts.socialLinks })
  .max(300, { error: texts.socialLinks });

/**
 * A member of the board, the management team or the team leads as a content item (issue 31, decisions
 * 097 and 104): the key is the profile slug of the seed's people, or a number for a person an editor
 * added; the page's address is the group and `profile`, unique in the kind and fixed once published. The photo is a picture of
 * the library (decision 093); without one the page draws the seed's portrait or the person's initials.
 */
export const LeaderBodySchema = z
  .object({
    group: z.enum(LEADER_GROUPS, { error: texts.group }),
    profile: z.string().max(80, { error: texts.profile }).regex(PROFILE_SLUG, { error: texts.profile }),
    name: words(3, 80, texts.name),
    designation: words(2, 80, texts.designation),
    /** The one line under a manager's name in the list; empty for none. */
    summary: z.string().trim().max(160, { error: texts.summary }),
    /** Markdown (decision 086). */
    biography: words(40, 6000, texts.biography),
    pictureId: z.uuid({ error: texts.picture }).nullable(),
    socialLinks: z
      .array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: SocialUrlSchema }).strict())
      .max(SOCIAL_PLATFORMS.length, { error: texts.socialLinks })
      .refine((links) => new Set(links.map((link) => link.platform)).size === links.length, {
        error: texts.socialLinks,
      }),
  })
  .strict();
export type LeaderBody = z.infer<typeof LeaderBodySchema>;

/** The public address of a person's profile: what must stay unique and, once published, never change. */
export const leaderAddress = (body: Pick<LeaderBody, 'group' | 'profile'>) =>
  `/${LEADER_GROUP_PAGES[body.group]}/${body.profile}`;
