import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: '20th Anniversary' }];
}

export default function AnniversaryPage() {
  return <PageBanner title="20th Anniversary" />;
}
