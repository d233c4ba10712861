import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Blog' }];
}

export default function BlogPage() {
  return <PageBanner title="Blog" />;
}
