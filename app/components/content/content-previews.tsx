import type { ReactNode } from 'react';
import type { BranchBody } from '@domain/content/branch';
import type { ContentKind } from '@domain/content/content-model';
import type { FaqBody } from '@domain/content/faq';
import type { LeaderBody } from '@domain/content/leader';
import type { ContentBody } from '@domain/content/kinds';
import type { ListingBody } from '@domain/content/listing';
import type { NoticeBody } from '@domain/content/notice';
import type { PictureData } from '@domain/content/pictures';
import type { PolicyBody } from '@domain/content/policy';
import { formatNaira } from '@domain/mortgage';
import { renderMarkdown } from '@domain/content/markdown';
import type { NewsletterBody, VideoBody } from '@domain/content/newsletter';
import type { PostBody } from '@domain/content/post';
import type { PrivacyBody } from '@domain/content/privacy';
import type { ProductBody } from '@domain/content/product';
import { ArticleBody } from '~/components/articles/article-body';
import { VideoPanel } from '~/components/articles/video-panel';
import { parseArticleMarkdown } from '~/components/articles/article-markdown';
import { ARTICLE_IMAGE_SIZE, PostCard, postSummary } from '~/components/articles/post-card';
import { BranchCards } from '~/components/branches/branch-cards';
import { FaqEntries } from '~/components/content/faq-entries';
import { LeaderProfile } from '~/components/leadership/leader-profile';
import { PersonCard } from '~/components/leadership/person-card';
import { PolicyDocumentView } from '~/components/policy/policy-document-view';
import { PrivacyArticleView } from '~/components/privacy/privacy-article-view';
import { privacyPageData } from '~/components/privacy/privacy-page-data';
import { policyPageData } from '~/components/policy/policy-page-data';
import { PropertyCard, toPropertyCard } from '~/components/property/property-card';
import { PropertyFacts } from '~/components/property/property-facts';
import { PropertyPhotos } from '~/components/property/property-photos';
import { ProductRatesSection, ProductRequirementsSection } from '~/components/products/product-content-sections';
import { percentLabel } from '~/components/rates/rate-labels';
import { withContent } from '~/content/product-content';
import { tagName, toPost } from '~/content/blog';
import { toIssue, toVideo } from '~/content/newsletters';
import { toLeader } from '~/content/leaders';
import { toPolicyDocument } from '~/content/policies';
import { toPrivacyArticle } from '~/content/privacy';
import { toBranchCard } from '~/content/pages/branches';
import { toProperty } from '~/content/properties';
import { ratesTable } from '~/content/rates';
import { SiteNotices } from '@shared/server-drawn/site-notice';
import type { Product } from '~/content/schemas/product';

/**
 * What the loader of the content editor gives a kind's preview besides the body: for a product, the
 * catalogue's product the version goes over (and whether its figures are sample ones); for a listing,
 * the library's pictures it may show; for an article (a post, an issue, a video post), the library's
 * pictures its cover may be.
 */
export type PreviewContext = { product?: Product; pictures?: readonly PictureData[]; isSample: boolean };

interface KindScreen<Kind extends ContentKind> {
  /** The version as its public page will draw it, with that page's components. */
  Preview: (props: { itemKey: string; body: ContentBody<Kind>; context: PreviewContext }) => ReactNode;
  /** A line on a version in the list of versions. */
  summary: (body: ContentBody<Kind>) => string;
}

const faq: KindScreen<'faq'> = {
  Preview: ({ itemKey, body }: { itemKey: string; body: FaqBody }) => (
    <FaqEntries
      entries={[{ key: `preview-${itemKey}`, question: body.question, answerHtml: renderMarkdown(body.answer) }]}
      terms={[]}
      open
    />
  ),
  summary: (body) => body.answer,
};

const product: KindScreen<'product'> = {
  Preview: ({ body, context }: { body: ProductBody; context: PreviewContext }) => {
    if (!context.product) return null;
    const shown = withContent(context.product, body);
    return (
      <div className="overflow-hidden rounded-card border border-border">
        {shown.pricing ? <ProductRatesSection rates={ratesTable([shown], context.isSample)} /> : null}
        <ProductRequirementsSection requirements={shown.requirements} hasRates={Boolean(shown.pricing)} />
      </div>
    );
  },
  summary: (body) =>
    (body.pricing?.rates ?? [])
      .map((rate) => `${percentLabel(rate.annualRatePercent)} (${rate.effectiveFrom})`)
      .join(' · '),
};

const listing: KindScreen<'listing'> = {
  Preview: ({ itemKey, body, context }: { itemKey: string; body: ListingBody | null; context: PreviewContext }) => {
    // A listing just added has no version to draw until its fields make a whole one.
    if (!body) return null;
    const pictures = new Map((context.pictures ?? []).map((picture) => [picture.id, picture]));
    const property = toProperty({ key: itemKey, isSample: context.isSample, body }, pictures);
    return (
      <div className="flex flex-col gap-6">
        <div className="max-w-sm">
          <PropertyCard property={toPropertyCard(property)} isSample={property.isSample} />
        </div>
        <PropertyPhotos property={property} />
        <PropertyFacts property={property} />
        <p className="leading-relaxed">{property.description}</p>
      </div>
    );
  },
  summary: (body) => `${body.title}: ${formatNaira(body.price)}, ${body.area}, ${body.state}`,
};

type Summarised = Parameters<typeof postSummary>;

/** An article as its list and its page show it: the card, the cover (or `media`, a video's panel) and the body. */
function ArticlePreview({
  article,
  basePath,
  card,
  media,
}: {
  article: Summarised[0] & { photoalt: string; longdescription: string };
  basePath: Summarised[1];
  card?: Summarised[2];
  media?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-sm">
        <PostCard post={postSummary(article, basePath, card)} headingLevel={3} />
      </div>
      {media ?? (
        <img
          src={article.photo}
          alt={article.photoalt}
          {...ARTICLE_IMAGE_SIZE}
          className="aspect-video w-full rounded-card bg-surface-sunken object-cover"
        />
      )}
      <ArticleBody blocks={parseArticleMarkdown(article.longdescription)} />
    </div>
  );
}

const picturesOf = (context: PreviewContext) =>
  new Map((context.pictures ?? []).map((picture) => [picture.id, picture]));

const post: KindScreen<'post'> = {
  Preview: ({ itemKey, body, context }: { itemKey: string; body: PostBody | null; context: PreviewContext }) =>
    // A post just added has no version to draw until its fields make a whole one.
    body ? (
      <ArticlePreview article={toPost({ key: itemKey, body }, picturesOf(context))} basePath="/blog-single" />
    ) : null,
  summary: (body) => `${body.title}: ${body.date}, ${body.tags.map(tagName).join(', ')}`,
};

const newsletter: KindScreen<'newsletter'> = {
  Preview: ({ itemKey, body, context }: { itemKey: string; body: NewsletterBody | null; context: PreviewContext }) => {
    if (!body) return null;
    const issue = toIssue({ key: itemKey, body }, picturesOf(context));
    return <ArticlePreview article={issue} basePath="/newsletter-single" card={{ eyebrow: issue.issue }} />;
  },
  summary: (body) => `${body.issue}: ${body.title}`,
};

const video: KindScreen<'video'> = {
  Preview: ({ itemKey, body, context }: { itemKey: string; body: VideoBody | null; context: PreviewContext }) => {
    if (!body) return null;
    const shown = toVideo({ key: itemKey, body }, picturesOf(context));
    return (
      <ArticlePreview
        article={shown}
        basePath="/newsletter-single"
        card={{ isVideo: true }}
        media={<VideoPanel post={shown} />}
      />
    );
  },
  summary: (body) => `${body.title}: ${body.date}, ${body.film.url}`,
};

const branch: KindScreen<'branch'> = {
  Preview: ({ itemKey, body }: { itemKey: string; body: BranchBody | null }) =>
    // A branch just added has no version to draw until its fields make a whole one.
    body ? <BranchCards branches={[toBranchCard({ key: itemKey, body })]} /> : null,
  summary: (body) => `${body.name}: ${body.phones.join(', ')}; ${body.hours}`,
};

const leader: KindScreen<'leader'> = {
  Preview: ({ body, context }: { body: LeaderBody | null; context: PreviewContext }) => {
    // A person just added has no version to draw until their fields make a whole one.
    if (!body) return null;
    const pictures = new Map((context.pictures ?? []).map((picture) => [picture.id, picture]));
    const person = toLeader({ isSample: context.isSample, body }, pictures);
    return (
      <div className="flex flex-col gap-6">
        <div className="max-w-sm">
          <PersonCard person={person} />
        </div>
        <LeaderProfile person={person} />
      </div>
    );
  },
  summary: (body) => `${body.name}, ${body.designation}`,
};

const notice: KindScreen<'notice'> = {
  Preview: ({ body }: { body: NoticeBody | null }) =>
    // A notice just added has no version to draw until its fields make a whole one.
    body ? <SiteNotices notices={[body]} /> : null,
  summary: (body) =>
    [body.message, body.startsOn && `from ${body.startsOn}`, body.endsOn && `to ${body.endsOn}`]
      .filter(Boolean)
      .join(', '),
};

const policy: KindScreen<'policy'> = {
  Preview: ({ itemKey, body }: { itemKey: string; body: PolicyBody }) => (
    <PolicyDocumentView data={policyPageData(toPolicyDocument({ key: itemKey, body }))} />
  ),
  summary: (body) => `${body.title}: version ${body.version}, effective ${body.effectivedate}`,
};

const privacy: KindScreen<'privacy'> = {
  Preview: ({ itemKey, body, context }: { itemKey: string; body: PrivacyBody; context: PreviewContext }) => (
    <PrivacyArticleView data={privacyPageData(toPrivacyArticle({ key: itemKey, body }, picturesOf(context)))} />
  ),
  summary: (body) => `${body.title}: effective ${body.effectivedate}`,
};

/** Each kind's preview and summary in the back office (the other half of domain/content/kinds.ts). */
const CONTENT_SCREENS = {
  faq,
  product,
  listing,
  post,
  newsletter,
  video,
  branch,
  leader,
  notice,
  policy,
  privacy,
} satisfies {
  [Kind in ContentKind]: KindScreen<Kind>;
};

/** A kind's screen with its body's type forgotten, for the generic editor. */
export const contentScreen = (kind: ContentKind) =>
  CONTENT_SCREENS[kind] as unknown as {
    Preview: (props: { itemKey: string; body: unknown; context: PreviewContext }) => ReactNode;
    summary: (body: unknown) => string;
  };
