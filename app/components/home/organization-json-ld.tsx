import { bank } from '@domain/bank';
import { JsonLd } from '~/components/articles/json-ld';
import { absoluteUrl } from '~/lib/meta';
import type { BranchCard } from '~/content/pages/branches';

/**
 * The bank described for search engines (schema.org BankOrCreditUnion, an Organization). No sameAs
 * yet: the social links in domain/bank.ts are placeholders.
 */
export function organizationJsonLd(branches: readonly BranchCard[]) {
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
    location: branches.map((branch) => ({
      '@type': 'Place',
      name: `${bank.shortName}, ${branch.name}`,
      telephone: branch.phones[0]?.text,
      address: {
        '@type': 'PostalAddress',
        streetAddress: branch.address,
        addressRegion: branch.state,
        addressCountry: 'NG',
      },
    })),
  };
}

export function OrganizationJsonLd({ branches }: { branches: readonly BranchCard[] }) {
  return <JsonLd data={organizationJsonLd(branches)} />;
}
