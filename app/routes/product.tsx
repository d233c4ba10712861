import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Product' }];
}

export default function ProductPage() {
  return <PageBanner title="Product" />;
}
