import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Newsletter' }];
}

export default function NewsletterPage() {
  return <PageBanner title="Newsletter" />;
}
