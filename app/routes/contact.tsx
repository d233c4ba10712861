import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Contact Us' }];
}

export default function ContactPage() {
  return <PageBanner title="Contact Us" />;
}
