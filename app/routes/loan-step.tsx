import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Mortgage Application' }];
}

export default function LoanStepPage() {
  return <PageBanner title="Mortgage Application" />;
}
