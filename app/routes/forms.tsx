import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Download Resource' }];
}

export default function FormsPage() {
  return <PageBanner title="Download Resource" />;
}
