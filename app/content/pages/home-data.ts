/**
 * What the home page's loader sends: figures from the domain's mortgage rules, product names, and
 * the featured listings and newest posts of those published (decision 101). Read on the server only, so the calculator's validation
 * code and the content modules stay out of the home page's JavaScript.
 */
import { CALCULATOR_DEFAULTS, formatNaira } from '@domain/mortgage';
import { toFields } from '@domain/mortgage-form';
import type { CalculatorTeaserData } from '~/components/home/calculator-teaser';
import type { FeaturedProperty } from '~/components/home/featured-properties';
import type { NewsItem } from '~/components/home/latest-news';
import type { Post } from '../blog';
import { PROPERTY_TYPE_LABELS, propertyById, type Property } from '../properties';
import { PRODUCT_BUCKETS, type ProductBucket } from '../schemas/product';
import { nhfSteps } from './nhf';
import { NHF_PRODUCT_CODE, productNamesIn, productPathByCode } from './product-links';

const LATEST_NEWS_COUNT = 3;
/** One listing in each region of our branches: Lagos, Abuja and Enugu; one no longer published is left out. */
const FEATURED_PROPERTY_IDS = [1, 6, 13];

function calculatorTeaser(): CalculatorTeaserData {
  return { fields: toFields(CALCULATOR_DEFAULTS), tenorChoices: [5, 10, 15, 20, 25, 30] };
}

/** "2025-03-17" as "17 March 2025", formatted here so server and browser never disagree. */
function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The newest published posts (`posts` come newest first). */
function latestNews(posts: readonly Post[]): NewsItem[] {
  return posts.slice(0, LATEST_NEWS_COUNT).map((post) => ({
    id: post.id,
    title: post.title,
    shortdesc: post.shortdesc,
    isoDate: post.postdate,
    date: longDate(post.postdate),
  }));
}

function featuredProperties(featured: readonly Property[]): FeaturedProperty[] {
  return featured.map((property) => ({
    id: property.id,
    title: property.title,
    typeLabel: PROPERTY_TYPE_LABELS[property.type],
    place: `${property.location.area}, ${property.location.state}`,
    price: formatNaira(property.price),
    bedrooms: property.bedrooms,
    photo: property.photos[0],
  }));
}

export function homeData({ properties, posts }: { properties: readonly Property[]; posts: readonly Post[] }) {
  const featured = FEATURED_PROPERTY_IDS.flatMap((id) => propertyById(properties, id) ?? []);
  return {
    calculator: calculatorTeaser(),
    productNames: Object.fromEntries(PRODUCT_BUCKETS.map((bucket) => [bucket, productNamesIn(bucket)])) as Record<
      ProductBucket,
      string
    >,
    nhfSteps: nhfSteps(),
    nhfPath: productPathByCode(NHF_PRODUCT_CODE),
    properties: featuredProperties(featured),
    arePropertiesSamples: featured.some((property) => property.isSample),
    news: latestNews(posts),
  };
}
