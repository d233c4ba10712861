import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Error' }];
}

export default function ErrorPage() {
  return <PageBanner title="Error" />;
}
