import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Self Service Portal' }];
}

export default function ProfileUpdatePage() {
  return <PageBanner title="Update Account Profile" />;
}
