import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Our Team' }];
}

export default function TeamPage() {
  return <PageBanner title="Our Team" />;
}
