import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Instant Account Opening' }];
}

export default function AccountOpeningPage() {
  return <PageBanner title="Instant Account Opening" />;
}
