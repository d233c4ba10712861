import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Finance' }];
}

export default function FinancePage() {
  return <PageBanner title="Finance" />;
}
