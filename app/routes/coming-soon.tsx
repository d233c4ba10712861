import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Coming Soon' }];
}

export default function ComingSoonPage() {
  return <PageBanner title="Coming Soon" />;
}
