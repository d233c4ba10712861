import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Our Products' }];
}

export default function ProductCategoryPage() {
  return <PageBanner title="Our Products" />;
}
