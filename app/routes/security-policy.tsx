import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Information Security Policy' }];
}

export default function SecurityPolicyPage() {
  return <PageBanner title="Information Security Policy" />;
}
