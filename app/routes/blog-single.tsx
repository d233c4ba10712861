import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Blog' }];
}

export default function BlogSinglePage() {
  return <PageBanner title="Blog" />;
}
