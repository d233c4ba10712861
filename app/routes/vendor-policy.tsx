import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Vendor Policy' }];
}

export default function VendorPolicyPage() {
  return <PageBanner title="Vendor Policy" />;
}
