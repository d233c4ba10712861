import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Board Of Directors' }];
}

export default function LeadershipPage() {
  return <PageBanner title="Board Of Directors" />;
}
