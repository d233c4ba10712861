/**
 * Facts about the bank shown across the site and in e-mails. Values marked SAMPLE are placeholders
 * for the bank to replace with its own before launch.
 */
export const bank = {
  name: 'AG Mortgage Bank Plc',
  shortName: 'AG Mortgage Bank',
  /** SAMPLE: the bank's Corporate Affairs Commission registration number. */
  registrationNumber: 'RC 246765',
  regulator: 'Central Bank of Nigeria',
  dataProtectionRegulator: 'Nigeria Data Protection Commission',
  /** SAMPLE contact details. */
  address: '17A Kofo Abayomi Street, Victoria Island, Lagos',
  phone: '+234 1 700 0000',
  phoneHref: 'tel:+23417000000',
  email: 'customercare@agmortgagebank.com',
  dataProtectionOfficerEmail: 'dpo@agmortgagebank.com',
  foundedYear: 2005,
  copyrightYear: 2025,
  /**
   * SAMPLE: the bank's own page on each network. Set `url` to null for a network where the bank has
   * none: its icon then disappears from the header, the footer and the phone menu.
   */
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/agmortgagebank' },
    { network: 'x', label: 'X', url: 'https://x.com/agmortgagebank' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/agmortgagebank' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/ag-mortgage-bank-plc' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@agmortgagebank' },
  ] as { network: 'facebook' | 'x' | 'instagram' | 'linkedin' | 'youtube'; label: string; url: string | null }[],
  /** SAMPLE: the app's own listings in the two stores; null leaves that store's badge out. */
  appListings: {
    'google-play': 'https://play.google.com/store/apps/details?id=com.agmortgagebank.mobile' as string | null,
    'app-store': 'https://apps.apple.com/ng/app/ag-mortgage-bank/id6450000000' as string | null,
  },
} as const;

export type SocialNetwork = (typeof bank.socialLinks)[number]['network'];

/** The bank's networks that have an address, in the order they are shown. */
export function bankSocialLinks(): { network: SocialNetwork; label: string; url: string }[] {
  return bank.socialLinks.filter(
    (link): link is (typeof bank.socialLinks)[number] & { url: string } => link.url !== null,
  );
}

/** The bank's page on one network, or undefined when it has none. */
export const bankProfileOn = (network: SocialNetwork): string | undefined =>
  bankSocialLinks().find((link) => link.network === network)?.url;
