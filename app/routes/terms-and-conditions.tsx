import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Terms and Conditions' }];
}

export default function TermsAndConditionsPage() {
  return <PageBanner title="Terms and Conditions" />;
}
