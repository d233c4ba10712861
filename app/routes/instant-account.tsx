import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Instant Account' }];
}

export default function InstantAccountPage() {
  return <PageBanner title="Instant Account" />;
}
