import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'About Us' }];
}

export default function AboutPage() {
  return <PageBanner title="About Us" />;
}
