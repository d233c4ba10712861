import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Search' }];
}

export default function SearchPage() {
  return <PageBanner title="Search" />;
}
