import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Our Privacy Policy' }];
}

export default function PrivacyPolicyPage() {
  return <PageBanner title="Our Privacy Policy" />;
}
