import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Loan Dashboard' }];
}

export default function LoanDashboardPage() {
  return <PageBanner title="Loan Dashboard" />;
}
