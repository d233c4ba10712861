import type { MetaDescriptor } from 'react-router';
import { bank } from '@domain/bank';
import { siteUrl } from './site-url';

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/** Every Open Graph image is a raster this size: the networks show no SVG (issue 31.5). */
const SHARE_IMAGE_SIZE = { width: '1200', height: '630' };

/**
 * The picture a shared page shows: an article's drawing (/images/blog/name.svg) has its JPEG made by
 * `npm run share:images` (/images/share/name.jpg); any other image is already a raster of that size.
 */
function shareImageOf(image: string): string {
  return image.replace(/^\/images\/blog\/([\w-]+)\.svg$/, '/images/share/$1.jpg');
}

/** Title, description, canonical address and Open Graph data of a page. */
export function pageMeta({
  title,
  description,
  path,
  image = '/images/og-default.png',
  type = 'website',
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
}): MetaDescriptor[] {
  const fullTitle = `${title} | ${bank.shortName}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: bank.shortName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type === 'product' ? 'website' : type },
    { property: 'og:image', content: absoluteUrl(shareImageOf(image)) },
    { property: 'og:image:width', content: SHARE_IMAGE_SIZE.width },
    { property: 'og:image:height', content: SHARE_IMAGE_SIZE.height },
    { property: 'og:locale', content: 'en_NG' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** A page of the customer's own: its title, and never indexed (nothing to describe or share). */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${bank.shortName}` }, { name: 'robots', content: 'noindex, nofollow' }];
}
