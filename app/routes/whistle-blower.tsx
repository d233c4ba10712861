import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Whistle Blower' }];
}

export default function WhistleBlowerPage() {
  return <PageBanner title="Whistle Blower" />;
}
