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
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'x', label: 'X', url: 'https://x.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
  ],
} as const;

export type SocialNetwork = (typeof bank.socialLinks)[number]['network'];
