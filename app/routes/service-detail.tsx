import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Service Detail' }];
}

export default function ServiceDetailPage() {
  return <PageBanner title="Service Detail" />;
}
