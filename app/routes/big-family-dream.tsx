import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Big Family Dream' }];
}

export default function BigFamilyDreamPage() {
  return <PageBanner title="Big Family Dream" />;
}
