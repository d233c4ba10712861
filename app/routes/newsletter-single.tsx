import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Newsletter' }];
}

export default function NewsletterSinglePage() {
  return <PageBanner title="Newsletter" />;
}
