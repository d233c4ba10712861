/**
 * What the home page's loader sends: figures from the domain's mortgage rules, product names,
 * featured listings and the newest posts. Read on the server only, so the calculator's validation
 * code and the content modules stay out of the home page's JavaScript.
 */
import { CALCULATOR_DEFAULTS, formatNaira } from '@domain/mortgage';
import { toFields } from '@domain/mortgage-form';
import type { CalculatorTeaserData } from '~/components/home/calculator-teaser';
import type { FeaturedProperty } from '~/components/home/featured-properties';
import type { NewsItem } from '~/components/home/latest-news';
import { seedPosts } from '../blog';
import { PROPERTY_TYPE_LABELS, propertyById, seedProperties } from '../properties';
import { PRODUCT_BUCKETS, type ProductBucket } from '../schemas/product';
import { nhfSteps } from './nhf';
import { NHF_PRODUCT_CODE, productNamesIn, productPathByCode } from './product-links';

const LATEST_NEWS_COUNT = 3;
/** One listing in each region of our branches: Lagos, Abuja and Enugu. */
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

function latestNews(): NewsItem[] {
  return seedPosts.slice(0, LATEST_NEWS_COUNT).map((post) => ({
    id: post.id,
    title: post.title,
    shortdesc: post.shortdesc,
    isoDate: post.postdate,
    date: longDate(post.postdate),
  }));
}

function featuredProperties(): FeaturedProperty[] {
  return FEATURED_PROPERTY_IDS.map((id) => {
    const property = propertyById(seedProperties, id);
    if (!property) throw new Error(`Featured property ${id} is not in domain/content/listing-seed.ts`);
    return {
      id,
      title: property.title,
      typeLabel: PROPERTY_TYPE_LABELS[property.type],
      place: `${property.location.area}, ${property.location.state}`,
      price: formatNaira(property.price),
      bedrooms: property.bedrooms,
      photo: property.photos[0],
    };
  });
}

export function homeData() {
  return {
    calculator: calculatorTeaser(),
    productNames: Object.fromEntries(PRODUCT_BUCKETS.map((bucket) => [bucket, productNamesIn(bucket)])) as Record<
      ProductBucket,
      string
    >,
    nhfSteps: nhfSteps(),
    nhfPath: productPathByCode(NHF_PRODUCT_CODE),
    properties: featuredProperties(),
    arePropertiesSamples: FEATURED_PROPERTY_IDS.some((id) => propertyById(seedProperties, id)?.isSample),
    news: latestNews(),
  };
}
