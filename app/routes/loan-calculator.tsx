import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Mortgage Calculator' }];
}

export default function LoanCalculatorPage() {
  return <PageBanner title="Mortgage Calculator" />;
}
