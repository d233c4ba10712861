import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Profile' }];
}

export default function LeadershipProfilePage() {
  return <PageBanner title="Profile" />;
}
