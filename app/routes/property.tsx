import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Property Mart' }];
}

export default function PropertyPage() {
  return <PageBanner title="Property Mart" />;
}
