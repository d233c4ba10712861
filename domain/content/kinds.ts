/**
 * The kinds of content (decision 092): for each, the schema of a version's body, the fields its
 * draft form draws and how they become a body, and the public pages a publish of it refreshes. Its
 * preview is drawn by `CONTENT_PREVIEWS` (app/components/content/content-previews.tsx), with the
 * components of the public page. A new kind is an entry here, one there, and its seed.
 */
import type { z } from 'zod';
import {
  AddArticleSchema,
  BranchChangeSchema,
  FaqChangeSchema,
  LeaderChangeSchema,
  ListingChangeSchema,
  NewsletterChangeSchema,
  NoticeChangeSchema,
  PolicyChangeSchema,
  PostChangeSchema,
  PrivacyChangeSchema,
  ProductChangeSchema,
  VideoChangeSchema,
} from '../forms/back-office-content';
import { lgasOf, NIGERIAN_STATES } from '../geography';
import { formatPhone, toInternationalPhone } from '../phone';
import { isValidPhone } from '../phone-validity';
import { BranchBodySchema, type BranchBody } from './branch';
import { contentTexts } from '../messages/back-office/content';
import { faqTexts } from '../messages/faq';
import type { ContentKind } from './content-model';
import { FAQ_GROUPS, FaqBodySchema, type FaqBody } from './faq';
import { mapSearchUrl } from './map-link';
import { LEADER_GROUPS, leaderAddress, LeaderBodySchema, type LeaderBody } from './leader';
import { inlineMarkdownAsText } from './markdown';
import { NewsletterBodySchema, type NewsletterBody, VideoBodySchema, type VideoBody } from './newsletter';
import { NoticeBodySchema, type NoticeBody } from './notice';
import { POLICY_PATHS, PolicyBodySchema, type PolicyBody } from './policy';
import { MAX_PRIVACY_TAGS, PRIVACY_POLICY_PATHS, PrivacyBodySchema, type PrivacyBody } from './privacy';
import { ListingBodySchema, MAX_LISTING_PICTURES, type ListingBody } from './listing';
import { AUTHORS, BLOG_TAGS, MAX_POST_TAGS, PostBodySchema, type PostBody } from './post';
import type { Fee, Rate } from './pricing';
import { ProductBodySchema, type ProductBody } from './product';
import { PRODUCT_SEED_NAMES } from './product-seed';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from './property-types';
import { SOCIAL_PLATFORMS } from './social-platforms';

/** One field of a draft form, drawn by the back office's content editor. */
export interface ContentField {
  name: string;
  label: string;
  control: 'text' | 'textarea' | 'select' | 'date';
  value: string;
  hint?: string;
  options?: { value: string; label: string }[];
  /** A select's empty choice, when not its label. */
  placeholder?: string;
  rows?: number;
  inputMode?: 'decimal' | 'numeric';
  /** A field that may be left empty: its label says so, and the browser does not ask for it. */
  isOptional?: boolean;
}

/** A picture of the library as a draft form offers it: by its alt text. */
interface PictureChoice {
  id: string;
  alt: string;
}

interface ContentKindDefinition<Body> {
  body: z.ZodType<Body>;
  /** What the draft form posts, checked in the browser and again on the server (with `publishAt`). */
  change: z.ZodType<Record<string, string>>;
  /** The draft form's fields, filled from a body (empty for an item just added), pictures offered from the library. */
  fields: (body: Partial<Body>, library: readonly PictureChoice[]) => ContentField[];
  /**
   * The body the posted fields make, over the body the change started from (what the form does not
   * show stays); unchecked: the use case checks it with `body`.
   */
  fromFields: (fields: Record<string, string>, base: Body | null) => Body;
  /**
   * The public addresses a publish of this kind changes: an address, or all under a path ending in `/`
   * (the home page, `/`, is the address alone).
   * Each instance renders them again after a publish (server/content/publications.ts).
   */
  pages: readonly string[];
  /** What names an item in lists and refusals besides its kind and key: an FAQ entry's question, a product's name. */
  describe: (key: string, body: Body) => string;
  /** Whether editors add items of this kind (keyed 1, 2, 3...), rather than change those the site has. */
  isAddable?: boolean;
  /**
   * What 'Add' posts when an added item's key is typed by the editor (an article's address); without
   * it, the next number. `taken` refuses a key an item of the kind has, or one of the kind whose
   * addresses it shares (`sharesKeysWith`: a newsletter issue's and a video post's, decision 103).
   */
  addForm?: { schema: z.ZodType<{ slug: string }>; taken: string; sharesKeysWith?: ContentKind };
  /** The library's pictures a body shows: each must still be in the library when a draft is saved. */
  pictureIds?: (body: Body) => readonly string[];
  /**
   * The public address a body gives its item, when the body names it (a profile's slug): no other
   * item of the kind may have it, and once published it never changes. `field` is the form's field
   * a refusal names.
   */
  address?: { field: string; of: (body: Body) => string };
  /**
   * What at most one item of the kind may be (the head office): saving, and approving, a body that
   * is refuses while another item's published or scheduled version is. `field` is the form's field a refusal names.
   */
  onlyOne?: { field: string; is: (body: Body) => boolean };
}

const texts = contentTexts;
const product = texts.product;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const numberOr = (value: string | undefined, fallback: number) =>
  value === undefined || value.trim() === '' ? fallback : Number(value.trim());

/** A rate's words in a form: its kind, then its term or condition. */
function rateName(rate: Rate): string {
  const detail =
    rate.condition ??
    (rate.tenor?.unit === 'days' ? product.days(rate.tenor.count) : rate.tenor ? product.years(rate.tenor.count) : '');
  return [product.rateKinds[rate.kind], detail].filter(Boolean).join(', ');
}

const faq: ContentKindDefinition<FaqBody> = {
  body: FaqBodySchema,
  change: FaqChangeSchema,
  fields: (body) => [
    {
      name: 'group',
      label: texts.fields.group,
      control: 'select',
      value: body.group ?? '',
      options: FAQ_GROUPS.map((group) => ({ value: group, label: faqTexts.groups[group] })),
    },
    { name: 'question', label: texts.fields.question, control: 'text', value: body.question ?? '' },
    { name: 'answer', label: texts.fields.answer, control: 'textarea', value: body.answer ?? '', rows: 12 },
  ],
  fromFields: ({ group, question, answer }) => ({ group, question, answer }) as FaqBody,
  pages: ['/faq'],
  describe: (_key, body) => body.question,
};

const productKind: ContentKindDefinition<ProductBody> = {
  body: ProductBodySchema,
  change: ProductChangeSchema,
  fields: (body) => [
    ...(body.pricing?.rates ?? []).flatMap((rate, index): ContentField[] =>
      // A mortgage's rate is the one the calculator and the loan application apply (decision 077): not edited here.
      rate.kind === 'mortgage'
        ? []
        : [
            {
              name: `rate-${index}`,
              label: product.rateField(rateName(rate), rate.isMinimum ?? false),
              control: 'text',
              inputMode: 'decimal',
              value: String(rate.annualRatePercent),
            },
            {
              name: `rateFrom-${index}`,
              label: product.effectiveField(rateName(rate)),
              control: 'date',
              value: rate.effectiveFrom,
            },
          ],
    ),
    ...(body.pricing?.fees ?? []).flatMap((fee, index): ContentField[] => [
      {
        name: fee.charge.unit === 'naira' ? `feeNaira-${index}` : `feePercent-${index}`,
        label: product.feeField(product.feeKinds[fee.kind], fee.charge.unit),
        control: 'text',
        inputMode: fee.charge.unit === 'naira' ? 'numeric' : 'decimal',
        value: String(fee.charge.unit === 'naira' ? fee.charge.amount : fee.charge.percent),
      },
      {
        name: `feeFrom-${index}`,
        label: product.effectiveField(product.feeKinds[fee.kind]),
        control: 'date',
        value: fee.effectiveFrom,
      },
    ]),
    {
      name: 'requirements',
      label: product.requirementsField,
      hint: product.requirementsHint,
      control: 'textarea',
      value: (body.requirements ?? []).join('\n'),
      rows: 10,
    },
  ],
  fromFields: (fields, base) => {
    const pricing = base?.pricing;
    const rate = (rate: Rate, index: number): Rate =>
      rate.kind === 'mortgage'
        ? rate
        : {
            ...rate,
            annualRatePercent: numberOr(fields[`rate-${index}`], rate.annualRatePercent),
            effectiveFrom: fields[`rateFrom-${index}`]?.trim() || rate.effectiveFrom,
          };
    const fee = (fee: Fee, index: number): Fee => ({
      ...fee,
      charge:
        fee.charge.unit === 'naira'
          ? { ...fee.charge, amount: numberOr(fields[`feeNaira-${index}`], fee.charge.amount) }
          : { ...fee.charge, percent: numberOr(fields[`feePercent-${index}`], fee.charge.percent) },
      effectiveFrom: fields[`feeFrom-${index}`]?.trim() || fee.effectiveFrom,
    });
    return {
      requirements: lines(fields.requirements ?? ''),
      ...(pricing ? { pricing: { rates: pricing.rates.map(rate), fees: pricing.fees.map(fee) } } : {}),
    };
  },
  pages: ['/rates', '/products/'],
  describe: (key) => PRODUCT_SEED_NAMES[Number(key)] ?? '',
};

const listingTexts = texts.listing.fields;
/** The LGA as the geography data spells it when typed with other case, spaces or hyphens ('lagos mainland'). */
function lgaSpelling(state: string, typed: string): string {
  const loose = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '');
  return lgasOf(state).find((lga) => loose(lga) === loose(typed)) ?? typed.trim();
}
const wholeOr = (value: string | undefined) => (/^\d+$/.test(value?.trim() ?? '') ? Number(value) : Number.NaN);

const listing: ContentKindDefinition<ListingBody> = {
  body: ListingBodySchema,
  change: ListingChangeSchema,
  fields: (body, library) => {
    const text = (name: keyof typeof listingTexts & keyof ListingBody, more: Partial<ContentField> = {}) => ({
      name,
      label: listingTexts[name] as string,
      control: 'text' as const,
      value: body[name] === undefined ? '' : String(body[name]),
      ...more,
    });
    const whole = { inputMode: 'numeric' as const };
    return [
      text('title'),
      {
        ...text('type'),
        control: 'select',
        options: PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
      },
      text('price', whole),
      {
        ...text('state'),
        control: 'select',
        options: NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
      },
      text('lga', { hint: listingTexts.lgaHint }),
      text('area'),
      text('bedrooms', whole),
      text('bathrooms', whole),
      text('size', whole),
      text('titleDocument'),
      { ...text('description'), control: 'textarea', rows: 6 },
      {
        ...text('features'),
        control: 'textarea',
        rows: 6,
        hint: listingTexts.featuresHint,
        value: (body.features ?? []).join('\n'),
      },
      ...Array.from({ length: MAX_LISTING_PICTURES }, (_, index): ContentField => ({
        name: `picture-${index + 1}`,
        label: listingTexts.picture(index + 1),
        control: 'select',
        placeholder: listingTexts.noPicture,
        value: body.pictureIds?.[index] ?? '',
        options: library.map((picture) => ({ value: picture.id, label: picture.alt })),
        isOptional: index > 0,
      })),
    ];
  },
  // The seed's drawings are not carried into an editor's version: a listing the bank publishes has photographs.
  fromFields: (fields) => ({
    title: fields.title ?? '',
    type: fields.type as ListingBody['type'],
    price: wholeOr(fields.price),
    state: fields.state ?? '',
    lga: lgaSpelling(fields.state ?? '', fields.lga ?? ''),
    area: fields.area ?? '',
    bedrooms: wholeOr(fields.bedrooms),
    bathrooms: wholeOr(fields.bathrooms),
    size: wholeOr(fields.size),
    titleDocument: fields.titleDocument ?? '',
    description: fields.description ?? '',
    features: lines(fields.features ?? ''),
    pictureIds: Array.from(
      { length: MAX_LISTING_PICTURES },
      (_, index) => fields[`picture-${index + 1}`]?.trim() ?? '',
    ).filter(Boolean),
  }),
  pages: ['/', '/property', '/property/', '/gallery/property/', '/search'],
  describe: (_key, body) => body.title,
  isAddable: true,
  pictureIds: (body) => body.pictureIds,
};

const postTexts = texts.post.fields;

/** What a post, a newsletter issue and a video post share (decision 103). */
type ArticleBody = Omit<PostBody, 'tags'>;
type TaggedBody = { tags: number[] };

/** The draft form's fields of an article: its words, date, author, `tagCount` tag selects (none without tags), and cover. */
function articleFields(
  body: Partial<ArticleBody & TaggedBody>,
  library: readonly PictureChoice[],
  { tagCount }: { tagCount: number },
): ContentField[] {
  return [
    { name: 'title', label: postTexts.title, control: 'text', value: body.title ?? '' },
    { name: 'date', label: postTexts.date, control: 'date', value: body.date ?? '' },
    {
      name: 'author',
      label: postTexts.author,
      control: 'select',
      value: body.author ?? '',
      options: Object.entries(AUTHORS).map(([key, author]) => ({ value: key, label: author.authorname })),
    },
    ...Array.from({ length: tagCount }, (_, index): ContentField => ({
      name: `tag-${index + 1}`,
      label: postTexts.tag(index + 1),
      control: 'select',
      placeholder: postTexts.noTag,
      value: body.tags?.[index] === undefined ? '' : String(body.tags[index]),
      options: Object.entries(BLOG_TAGS).map(([id, name]) => ({ value: id, label: name })),
    })),
    { name: 'summary', label: postTexts.summary, control: 'textarea', value: body.summary ?? '', rows: 3 },
    { name: 'body', label: postTexts.body, control: 'textarea', value: body.body ?? '', rows: 20 },
    {
      name: 'pictureId',
      label: postTexts.picture,
      control: 'select',
      placeholder: postTexts.noPicture,
      value: body.pictureId ?? '',
      options: library.map((picture) => ({ value: picture.id, label: picture.alt })),
    },
  ];
}

// The seed's drawings are not carried into an editor's version: an article the bank publishes has a picture of the library.
const articleFromFields = (fields: Record<string, string>): ArticleBody => ({
  title: fields.title ?? '',
  date: fields.date?.trim() ?? '',
  author: fields.author as PostBody['author'],
  summary: fields.summary ?? '',
  body: fields.body ?? '',
  ...(fields.pictureId?.trim() ? { pictureId: fields.pictureId.trim() } : {}),
});

const tagsFromFields = (fields: Record<string, string>, tagCount = MAX_POST_TAGS): number[] =>
  Array.from({ length: tagCount }, (_, index) => fields[`tag-${index + 1}`]?.trim() ?? '')
    .filter(Boolean)
    .map(Number);

const articlePictureIds = (body: ArticleBody) => (body.pictureId ? [body.pictureId] : []);

const post: ContentKindDefinition<PostBody> = {
  body: PostBodySchema,
  change: PostChangeSchema,
  fields: (body, library) => articleFields(body, library, { tagCount: MAX_POST_TAGS }),
  fromFields: (fields) => ({ ...articleFromFields(fields), tags: tagsFromFields(fields) }),
  pages: ['/', '/blog', '/blog-single/', '/search'],
  describe: (_key, body) => body.title,
  isAddable: true,
  addForm: { schema: AddArticleSchema, taken: texts.post.errors.slugTaken },
  pictureIds: articlePictureIds,
};

const newsletterTexts = texts.newsletter.fields;
/** Newsletter issues and video posts: one address space, /newsletter-single/{key} (decision 103). */
const NEWSLETTER_PAGES = ['/newsletter', '/newsletter-single/', '/search'];

const newsletter: ContentKindDefinition<NewsletterBody> = {
  body: NewsletterBodySchema,
  change: NewsletterChangeSchema,
  fields: (body, library) => [
    {
      name: 'issue',
      label: newsletterTexts.issue,
      hint: newsletterTexts.issueHint,
      control: 'text',
      value: body.issue ?? '',
    },
    ...articleFields(body, library, { tagCount: MAX_POST_TAGS }),
  ],
  fromFields: (fields) => ({
    ...articleFromFields(fields),
    tags: tagsFromFields(fields),
    issue: fields.issue?.trim() ?? '',
  }),
  pages: NEWSLETTER_PAGES,
  describe: (_key, body) => body.title,
  isAddable: true,
  addForm: { schema: AddArticleSchema, taken: texts.post.errors.newsletterSlugTaken, sharesKeysWith: 'video' },
  pictureIds: articlePictureIds,
};

const videoTexts = texts.video.fields;

const video: ContentKindDefinition<VideoBody> = {
  body: VideoBodySchema,
  change: VideoChangeSchema,
  fields: (body, library) => [
    ...articleFields(body, library, { tagCount: 0 }),
    {
      name: 'filmUrl',
      label: videoTexts.filmUrl,
      hint: videoTexts.filmUrlHint,
      control: 'text',
      value: body.film?.url ?? '',
    },
    { name: 'filmTitle', label: videoTexts.filmTitle, control: 'text', value: body.film?.title ?? '' },
  ],
  fromFields: (fields) => ({
    ...articleFromFields(fields),
    film: { url: fields.filmUrl?.trim() ?? '', title: fields.filmTitle?.trim() ?? '' },
  }),
  pages: NEWSLETTER_PAGES,
  describe: (_key, body) => body.title,
  isAddable: true,
  addForm: { schema: AddArticleSchema, taken: texts.post.errors.newsletterSlugTaken, sharesKeysWith: 'newsletter' },
  pictureIds: articlePictureIds,
};

const branchTexts = texts.branch.fields;
/** A number as people read it (+234 201 700 0011), or as typed when it is not one, for the body's check to refuse. */
const phoneAsRead = (typed: string) => (isValidPhone(typed) ? formatPhone(toInternationalPhone(typed)) : typed);

const branch: ContentKindDefinition<BranchBody> = {
  body: BranchBodySchema,
  change: BranchChangeSchema,
  fields: (body) => [
    { name: 'name', label: branchTexts.name, control: 'text', value: body.name ?? '' },
    {
      name: 'state',
      label: branchTexts.state,
      control: 'select',
      value: body.state ?? '',
      options: NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
    },
    { name: 'address', label: branchTexts.address, control: 'text', value: body.address ?? '' },
    {
      name: 'phones',
      label: branchTexts.phones,
      hint: branchTexts.phonesHint,
      control: 'textarea',
      rows: 3,
      value: (body.phones ?? []).join('\n'),
    },
    { name: 'email', label: branchTexts.email, control: 'text', value: body.email ?? '' },
    { name: 'hours', label: branchTexts.hours, control: 'text', value: body.hours ?? '' },
    {
      name: 'mapUrl',
      label: branchTexts.mapUrl,
      hint: branchTexts.mapUrlHint,
      control: 'text',
      value: body.mapUrl ?? '',
      isOptional: true,
    },
    {
      name: 'code',
      label: branchTexts.code,
      hint: branchTexts.codeHint,
      control: 'text',
      inputMode: 'numeric',
      value: body.code ?? '',
    },
    {
      name: 'isHeadOffice',
      label: branchTexts.isHeadOffice,
      control: 'select',
      value: body.isHeadOffice === undefined ? '' : body.isHeadOffice ? 'yes' : 'no',
      options: [
        { value: 'no', label: branchTexts.no },
        { value: 'yes', label: branchTexts.yes },
      ],
    },
  ],
  fromFields: (fields) => ({
    name: fields.name ?? '',
    state: fields.state ?? '',
    address: fields.address ?? '',
    phones: lines(fields.phones ?? '').map(phoneAsRead),
    email: fields.email?.trim() ?? '',
    hours: fields.hours ?? '',
    mapUrl: fields.mapUrl?.trim() || mapSearchUrl(fields.address?.trim() ?? ''),
    code: fields.code?.trim() ?? '',
    isHeadOffice: fields.isHeadOffice === 'yes',
  }),
  pages: ['/', '/about', '/contact'],
  describe: (_key, body) => body.name,
  isAddable: true,
  onlyOne: { field: 'isHeadOffice', is: (body) => body.isHeadOffice },
};

const leaderTexts = texts.leader.fields;

const leader: ContentKindDefinition<LeaderBody> = {
  body: LeaderBodySchema,
  change: LeaderChangeSchema,
  fields: (body, library) => [
    {
      name: 'group',
      label: leaderTexts.group,
      control: 'select',
      value: body.group ?? '',
      options: LEADER_GROUPS.map((group) => ({ value: group, label: leaderTexts.groups[group] })),
    },
    {
      name: 'profile',
      label: leaderTexts.profile,
      hint: leaderTexts.profileHint,
      control: 'text',
      value: body.profile ?? '',
    },
    { name: 'name', label: leaderTexts.name, control: 'text', value: body.name ?? '' },
    { name: 'designation', label: leaderTexts.designation, control: 'text', value: body.designation ?? '' },
    {
      name: 'summary',
      label: leaderTexts.summary,
      hint: leaderTexts.summaryHint,
      control: 'text',
      value: body.summary ?? '',
      isOptional: true,
    },
    { name: 'biography', label: leaderTexts.biography, control: 'textarea', rows: 12, value: body.biography ?? '' },
    {
      name: 'picture',
      label: leaderTexts.picture,
      control: 'select',
      placeholder: leaderTexts.noPicture,
      value: body.pictureId ?? '',
      options: library.map((picture) => ({ value: picture.id, label: picture.alt })),
      isOptional: true,
    },
    ...SOCIAL_PLATFORMS.map((platform): ContentField => ({
      name: `social-${platform}`,
      label: leaderTexts.social(texts.leader.networks[platform]),
      hint: leaderTexts.socialHint,
      control: 'text',
      value: body.socialLinks?.find((link) => link.platform === platform)?.url ?? '',
      isOptional: true,
    })),
  ],
  fromFields: (fields) => ({
    group: fields.group as LeaderBody['group'],
    profile: fields.profile?.trim() ?? '',
    name: fields.name ?? '',
    designation: fields.designation ?? '',
    summary: fields.summary?.trim() ?? '',
    biography: fields.biography ?? '',
    pictureId: fields.picture?.trim() || null,
    socialLinks: SOCIAL_PLATFORMS.flatMap((platform) => {
      const url = fields[`social-${platform}`]?.trim();
      return url ? [{ platform, url }] : [];
    }),
  }),
  pages: ['/directors', '/management', '/team', '/directors/', '/management/', '/team/', '/search'],
  describe: (_key, body) => body.name,
  isAddable: true,
  pictureIds: (body) => (body.pictureId ? [body.pictureId] : []),
  address: { field: 'profile', of: leaderAddress },
};

const noticeTexts = texts.notice.fields;

const notice: ContentKindDefinition<NoticeBody> = {
  body: NoticeBodySchema,
  change: NoticeChangeSchema,
  fields: (body) => [
    { name: 'message', label: noticeTexts.message, control: 'textarea', rows: 3, value: body.message ?? '' },
    {
      name: 'linkUrl',
      label: noticeTexts.linkUrl,
      hint: noticeTexts.linkUrlHint,
      control: 'text',
      value: body.linkUrl ?? '',
      isOptional: true,
    },
    {
      name: 'linkLabel',
      label: noticeTexts.linkLabel,
      hint: noticeTexts.linkLabelHint,
      control: 'text',
      value: body.linkLabel ?? '',
      isOptional: true,
    },
    ...(['startsOn', 'endsOn'] as const).map((name): ContentField => ({
      name,
      label: noticeTexts[name],
      hint: noticeTexts.dayHint,
      control: 'date',
      value: body[name] ?? '',
      isOptional: true,
    })),
  ],
  fromFields: (fields) => ({
    message: fields.message ?? '',
    linkUrl: fields.linkUrl?.trim() ?? '',
    linkLabel: fields.linkLabel?.trim() ?? '',
    startsOn: fields.startsOn?.trim() ?? '',
    endsOn: fields.endsOn?.trim() ?? '',
  }),
  // Filled into every page as it goes out (decision 100): no page holds a notice, none is drawn again.
  pages: [],
  describe: (_key, body) => inlineMarkdownAsText(body.message),
  isAddable: true,
};

const policyTexts = texts.policy.fields;
const POLICY_FIELDS = [
  'title',
  'summary',
  'version',
  'effectivedate',
  'owner',
  'approvedby',
  'reviewcycle',
  'body',
] as const;

const policy: ContentKindDefinition<PolicyBody> = {
  body: PolicyBodySchema,
  change: PolicyChangeSchema,
  fields: (body) =>
    POLICY_FIELDS.map((name): ContentField => ({
      name,
      label: policyTexts[name],
      control: name === 'effectivedate' ? 'date' : name === 'summary' || name === 'body' ? 'textarea' : 'text',
      value: body[name] ?? '',
      ...(name === 'summary' ? { rows: 3 } : name === 'body' ? { rows: 24 } : {}),
      ...(name === 'version' ? { hint: policyTexts.versionHint } : {}),
      ...(name === 'reviewcycle' ? { hint: policyTexts.reviewcycleHint } : {}),
    })),
  fromFields: (fields) =>
    Object.fromEntries(POLICY_FIELDS.map((name) => [name, fields[name]?.trim() ?? ''])) as PolicyBody,
  // An item's key is its page's path: a publish changes that page and the site search.
  pages: [...POLICY_PATHS, '/search'],
  describe: (_key, body) => body.title,
};

const privacyTexts = texts.privacy.fields;

const privacy: ContentKindDefinition<PrivacyBody> = {
  body: PrivacyBodySchema,
  change: PrivacyChangeSchema,
  fields: (body, library) => [
    ...articleFields(body, library, { tagCount: MAX_PRIVACY_TAGS }).map((field) =>
      field.name === 'pictureId' ? { ...field, hint: privacyTexts.pictureHint, isOptional: true } : field,
    ),
    { name: 'effectivedate', label: privacyTexts.effectivedate, control: 'date', value: body.effectivedate ?? '' },
  ],
  // Unlike a post's, the seed's drawing stays until a library picture replaces it: changing the policy's words needs no new cover.
  fromFields: (fields, base) => ({
    ...(base?.drawing && !fields.pictureId?.trim() ? { drawing: base.drawing } : {}),
    ...articleFromFields(fields),
    tags: tagsFromFields(fields, MAX_PRIVACY_TAGS),
    effectivedate: fields.effectivedate?.trim() ?? '',
  }),
  // One article at three addresses; a publish changes them and the site search.
  pages: [...PRIVACY_POLICY_PATHS, '/search'],
  describe: (_key, body) => body.title,
  pictureIds: articlePictureIds,
};

/** Every kind's definition; `satisfies` makes a kind of CONTENT_KINDS without one fail the type check. */
export const CONTENT_KIND_DEFINITIONS: {
  faq: typeof faq;
  product: typeof productKind;
  listing: typeof listing;
  post: typeof post;
  newsletter: typeof newsletter;
  video: typeof video;
  branch: typeof branch;
  leader: typeof leader;
  notice: typeof notice;
  policy: typeof policy;
  privacy: typeof privacy;
} & Record<ContentKind, unknown> = {
  faq,
  product: productKind,
  listing,
  post,
  newsletter,
  video,
  branch,
  leader,
  notice,
  policy,
  privacy,
};

/** A kind's definition, with its body's type forgotten: what the generic use cases and screens need. */
export const contentKind = (kind: ContentKind) =>
  CONTENT_KIND_DEFINITIONS[kind] as unknown as ContentKindDefinition<Record<string, unknown>>;

/** Whether a publish of `kind` changes the page at `path`. */
export const kindChangesPage = (kind: ContentKind, path: string) =>
  CONTENT_KIND_DEFINITIONS[kind].pages.some((page) =>
    page !== '/' && page.endsWith('/') ? path.startsWith(page) : path === page,
  );

/** The body of a version of `Kind`. */
export type ContentBody<Kind extends ContentKind> =
  (typeof CONTENT_KIND_DEFINITIONS)[Kind] extends ContentKindDefinition<infer Body> ? Body : never;
