import type { MetaDescriptor } from 'react-router';
import { bank } from '@domain/bank';
import { siteUrl } from './site-url';

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
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
    { property: 'og:image', content: absoluteUrl(image) },
    { property: 'og:locale', content: 'en_NG' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** A page of the customer's own: its title, and never indexed (nothing to describe or share). */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${bank.shortName}` }, { name: 'robots', content: 'noindex, nofollow' }];
}
