import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../../domain/content/social-platforms';

const SocialMediaSchema = z.object({
  /** Which network: decides the glyph and the link's accessible name. */
  icon: z.enum(SOCIAL_PLATFORMS),
  /** Token utility classes that tint the link, so the bank can restyle one network. */
  iconclass: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
});

const PersonBaseSchema = z.object({
  id: z.number().int().positive(),
  /** The URL slug: /directors/{profile}, /management/{profile}. */
  profile: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug'),
  /** A photo in public/images/people/, or null for an initials avatar. */
  photo: z
    .string()
    .regex(/^\/images\/people\/[\w-]+\.(?:webp|jpg|png|svg)$/)
    .nullable(),
  name: z.string().min(3),
  designation: z.string().min(2),
  /** The person's own profiles; none until the bank sets real addresses (never a network's home page). */
  socialmedia: z.array(SocialMediaSchema).default([]),
  /** True while the record is sample content for the bank to replace with the real person. */
  sample: z.boolean(),
});

const paragraph = z.string().min(40);
/** Paragraphs separated by one blank line. */
const paragraphsText = z
  .string()
  .min(40)
  .refine(
    (text) => text.split('\n\n').every((part) => part.trim().length > 0),
    'paragraphs separated by one blank line',
  );

const DirectorSchema = PersonBaseSchema.extend({ detail: z.array(paragraph).min(1) });
const ManagerSchema = PersonBaseSchema.extend({
  detail: paragraphsText,
  /** One-line experience summary; sometimes empty. */
  short: z.string(),
});
const TeamLeadSchema = PersonBaseSchema.extend({ detail: paragraphsText });

export type SocialMedia = z.infer<typeof SocialMediaSchema>;
type Director = z.infer<typeof DirectorSchema>;
type Manager = z.infer<typeof ManagerSchema>;
type TeamLead = z.infer<typeof TeamLeadSchema>;
export type LeadershipPerson = Director | Manager | TeamLead;

function uniqueBy<T>(key: (item: T) => string | number, message: string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string | number>();
    for (const item of items) {
      if (seen.has(key(item))) context.addIssue({ code: 'custom', message: `${message}: ${key(item)}` });
      seen.add(key(item));
    }
  };
}

function groupSchema<T extends z.ZodType<{ id: number; profile: string }>>(person: T) {
  return z
    .array(person)
    .superRefine(uniqueBy((item) => item.profile, 'duplicate profile'))
    .superRefine(uniqueBy((item) => item.id, 'duplicate id'));
}

export const LeadershipSchema = z.object({
  directors: groupSchema(DirectorSchema).length(12),
  management: groupSchema(ManagerSchema).length(13),
  teamleads: groupSchema(TeamLeadSchema).min(8),
});

export type Leadership = z.infer<typeof LeadershipSchema>;
