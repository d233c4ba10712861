import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'BVN Validation' }];
}

export default function BvnValidationPage() {
  return <PageBanner title="Validate Bvn To Proceed" />;
}
