import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Download Apps' }];
}

export default function AppsPage() {
  return <PageBanner title="Download Apps" />;
}
