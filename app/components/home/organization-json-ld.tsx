import { bank } from '@domain/bank';
import { absoluteUrl } from '~/lib/meta';
import { bankBranches } from '~/content/pages/branches';

/**
 * The bank described for search engines (schema.org BankOrCreditUnion, an Organization). No sameAs
 * yet: the social links in domain/bank.ts are placeholders.
 */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: bank.name,
    alternateName: bank.shortName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    email: bank.email,
    telephone: bank.phone,
    foundingDate: String(bank.foundedYear),
    address: { '@type': 'PostalAddress', streetAddress: bank.address, addressCountry: 'NG' },
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    location: bankBranches.map((branch) => ({
      '@type': 'Place',
      name: `${bank.shortName}, ${branch.label}`,
      telephone: branch.phone,
      address: { '@type': 'PostalAddress', streetAddress: branch.address, addressRegion: branch.state, addressCountry: 'NG' },
    })),
  };
}

/** JSON in a script element: `<` is escaped so no text in the data can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function OrganizationJsonLd() {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd()) }} />;
}
