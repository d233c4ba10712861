import { z } from 'zod';
import { BranchCodeSchema, isNigerianPhone, MapLinkSchema, MAX_BRANCH_PHONES } from '../content/branch';
import { FaqBodySchema } from '../content/faq';
import { PolicyBodySchema } from '../content/policy';
import { FilmTitleSchema, FilmUrlSchema, NewsletterBodySchema } from '../content/newsletter';
import { PostSlugSchema } from '../content/post';
import { PrivacyBodySchema } from '../content/privacy';
import { checkNotice, NOTICE_FIELDS } from '../content/notice';
import { LEADER_GROUPS, PROFILE_SLUG, SocialUrlSchema } from '../content/leader';
import { SOCIAL_PLATFORMS } from '../content/social-platforms';
import { contentTexts } from '../messages/back-office/content';

const texts = contentTexts;

/** A time typed as Lagos time (`2026-12-01T09:00`, what a datetime-local field posts); Lagos keeps UTC+1 all year. */
const LAGOS_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const lagosTimeToDate = (value: string) => new Date(`${value}:00+01:00`);

/** A publishing time is optional on every change (empty: at approval). */
const PublishAtSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || (LAGOS_TIME.test(value) && !Number.isNaN(lagosTimeToDate(value).getTime())), {
    error: texts.errors.publishAt,
  })
  .default('');

/** Saving or submitting an FAQ entry's change. */
export const FaqChangeSchema = FaqBodySchema.extend({ publishAt: PublishAtSchema });

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;
const WHOLE_NAIRA = /^\d{1,12}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Each numbered field of a product's form (`rate-0`, `feeNaira-1`...), with what it must hold. */
const PRODUCT_FIELD_RULES: { name: RegExp; isValid: (value: string) => boolean; error: string }[] = [
  {
    name: /^rate-\d+$/,
    isValid: (value) => PERCENT.test(value) && Number(value) <= 60,
    error: texts.product.errors.rate,
  },
  {
    name: /^feePercent-\d+$/,
    isValid: (value) => PERCENT.test(value) && Number(value) > 0 && Number(value) <= 10,
    error: texts.product.errors.feePercent,
  },
  { name: /^feeNaira-\d+$/, isValid: (value) => WHOLE_NAIRA.test(value), error: texts.product.errors.feeNaira },
  {
    name: /^(rate|fee)From-\d+$/,
    isValid: (value) => ISO_DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()),
    error: texts.product.errors.effectiveFrom,
  },
];

/**
 * Saving or submitting a product's change: its requirements, one a line, and a field for each rate
 * and fee it has (domain/content/kinds.ts draws them); the body is checked again as a whole.
 */
export const ProductChangeSchema = z
  .object({
    requirements: z.string().trim().min(9, { error: texts.product.errors.requirements }),
    publishAt: PublishAtSchema,
  })
  .catchall(z.string())
  .superRefine((values, context) => {
    for (const [name, value] of Object.entries(values)) {
      const rule = PRODUCT_FIELD_RULES.find((candidate) => candidate.name.test(name));
      if (rule && !rule.isValid(String(value).trim()))
        context.addIssue({ code: 'custom', path: [name], message: rule.error });
    }
  });

const listing = texts.listing.errors;
const wholeNumber = (digits: number, error: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${digits}}$`), { error });

/**
 * Saving or submitting a listing: its words and figures as typed, and its pictures as chosen
 * (`picture-1` to `picture-8`, each a picture's id or empty); the body is checked again as a whole,
 * and each picture against the library (server/content/content-work.ts).
 */
export const ListingChangeSchema = z
  .object({
    title: z.string().trim().min(5, { error: listing.title }).max(120, { error: listing.title }),
    type: z.string().trim().min(1, { error: listing.type }),
    price: wholeNumber(11, listing.price),
    state: z.string().trim().min(1, { error: listing.state }),
    lga: z.string().trim().min(2, { error: listing.lga }).max(60, { error: listing.lga }),
    area: z.string().trim().min(2, { error: listing.area }).max(80, { error: listing.area }),
    bedrooms: wholeNumber(2, listing.bedrooms),
    bathrooms: wholeNumber(2, listing.bathrooms),
    size: wholeNumber(7, listing.size),
    titleDocument: z
      .string()
      .trim()
      .min(3, { error: listing.titleDocument })
      .max(120, { error: listing.titleDocument }),
    description: z.string().trim().min(40, { error: listing.description }).max(2000, { error: listing.description }),
    features: z.string().trim().min(9, { error: listing.features }),
    publishAt: PublishAtSchema,
  })
  .catchall(z.string())
  .superRefine((values, context) => {
    const chosen = Object.entries(values).filter(([name, value]) => /^picture-\d+$/.test(name) && String(value).trim());
    if (chosen.length === 0) context.addIssue({ code: 'custom', path: ['picture-1'], message: listing.pictures });
    const seen = new Set<string>();
    for (const [name, value] of chosen) {
      if (seen.has(String(value))) context.addIssue({ code: 'custom', path: [name], message: listing.picturesTwice });
      seen.add(String(value));
    }
  });

const post = texts.post.errors;

/** The fields of an article's draft form (a post, an issue, a video post): its words as typed and its cover (`pictureId`). */
const ARTICLE_CHANGE = {
  title: z.string().trim().min(5, { error: post.title }).max(160, { error: post.title }),
  date: z.iso.date({ error: post.date }),
  author: z.string().trim().min(1, { error: post.author }),
  summary: z.string().trim().min(40, { error: post.summary }).max(240, { error: post.summary }),
  body: z.string().trim().min(200, { error: post.body }).max(30_000, { error: post.body }),
  pictureId: z.string().trim().min(1, { error: post.picture }),
  publishAt: PublishAtSchema,
};

/** Tags `tag-1`, `tag-2`..., each a tag's id or empty: at least one (`none` says how many), each once. */
const checkTags = (none: string) => (values: Record<string, unknown>, context: z.RefinementCtx) => {
  const chosen = Object.entries(values).filter(([name, value]) => /^tag-\d+$/.test(name) && String(value).trim());
  if (chosen.length === 0) context.addIssue({ code: 'custom', path: ['tag-1'], message: none });
  const seen = new Set<string>();
  for (const [name, value] of chosen) {
    if (seen.has(String(value))) context.addIssue({ code: 'custom', path: [name], message: post.tagsTwice });
    seen.add(String(value));
  }
};

/**
 * Saving or submitting a blog post: its words, its tags and its cover; the body is checked again as a
 * whole (domain/content/post.ts), and the cover against the library.
 */
export const PostChangeSchema = z.object(ARTICLE_CHANGE).catchall(z.string()).superRefine(checkTags(post.tags));

/** Saving or submitting a newsletter issue: a post's fields and the issue's label (decision 103). */
export const NewsletterChangeSchema = z
  .object({ ...ARTICLE_CHANGE, issue: NewsletterBodySchema.shape.issue })
  .catchall(z.string())
  .superRefine(checkTags(post.tags));

/** Saving or submitting a video post: a post's fields without tags, and the film's https address and title. */
export const VideoChangeSchema = z
  .object({ ...ARTICLE_CHANGE, filmUrl: z.string().trim().pipe(FilmUrlSchema), filmTitle: FilmTitleSchema })
  .catchall(z.string());

/**
 * Saving or submitting the privacy article (decision 106): a post's fields, one to five tags and the
 * day the version takes effect; no picture chosen keeps the seed's drawing.
 */
export const PrivacyChangeSchema = z
  .object({
    ...ARTICLE_CHANGE,
    pictureId: z.string().trim().default(''),
    effectivedate: PrivacyBodySchema.shape.effectivedate,
  })
  .catchall(z.string())
  .superRefine(checkTags(texts.privacy.errors.tags));

/** A new post's, issue's or video post's address, typed on the content list. */
export const AddArticleSchema = z.object({ slug: PostSlugSchema });

const branch = texts.branch.errors;
const phoneLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Saving or submitting a branch: its phone numbers one a line, its map link https or empty (one is made from the address). */
export const BranchChangeSchema = z.object({
  name: z.string().trim().min(2, { error: branch.name }).max(60, { error: branch.name }),
  state: z.string().trim().min(1, { error: branch.state }),
  address: z.string().trim().min(10, { error: branch.address }).max(200, { error: branch.address }),
  phones: z.string().refine(
    (text) => {
      const phones = phoneLines(text);
      return phones.length > 0 && phones.length <= MAX_BRANCH_PHONES && phones.every(isNigerianPhone);
    },
    { error: branch.phones },
  ),
  email: z.email({ error: branch.email }),
  hours: z.string().trim().min(5, { error: branch.hours }).max(120, { error: branch.hours }),
  mapUrl: z.union([z.literal(''), MapLinkSchema]),
  code: BranchCodeSchema,
  isHeadOffice: z.enum(['yes', 'no'], { error: branch.isHeadOffice }),
  publishAt: PublishAtSchema,
});

const leader = texts.leader.errors;

/** Saving or submitting a director's, manager's or team lead's profile: a photo of the library or none, each network's address https or empty. */
export const LeaderChangeSchema = z.object({
  group: z.enum(LEADER_GROUPS, { error: leader.group }),
  profile: z.string().trim().max(80, { error: leader.profile }).regex(PROFILE_SLUG, { error: leader.profile }),
  name: z.string().trim().min(3, { error: leader.name }).max(80, { error: leader.name }),
  designation: z.string().trim().min(2, { error: leader.designation }).max(80, { error: leader.designation }),
  summary: z.string().trim().max(160, { error: leader.summary }).default(''),
  biography: z.string().trim().min(40, { error: leader.biography }).max(6000, { error: leader.biography }),
  picture: z.union([z.literal(''), z.uuid({ error: leader.picture })]).default(''),
  ...Object.fromEntries(
    SOCIAL_PLATFORMS.map((platform) => [`social-${platform}`, z.union([z.literal(''), SocialUrlSchema]).default('')]),
  ),
  publishAt: PublishAtSchema,
});

/** Saving or submitting a site notice: the body's own checks, on its fields as posted. */
export const NoticeChangeSchema = z.object({ ...NOTICE_FIELDS, publishAt: PublishAtSchema }).superRefine(checkNotice);

/** Saving or submitting an information page's text: the body's own checks, on its fields as posted (with the form's others). */
export const PolicyChangeSchema = z.object({ ...PolicyBodySchema.shape, publishAt: PublishAtSchema });

/** A checker's refusal: the maker reads the reason beside their draft. */
export const RefuseContentSchema = z.object({
  reason: z.string().trim().min(5, { error: texts.errors.reason }).max(1000, { error: texts.errors.reason }),
});

/** Approving, submitting or restoring: the version is all they post. */
export const ContentVersionSchema = z.object({ versionId: z.uuid({ error: texts.errors.version }) });
