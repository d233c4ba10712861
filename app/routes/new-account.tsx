import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'New Account' }];
}

export default function NewAccountPage() {
  return <PageBanner title="New Account" />;
}
