import { PageBanner } from '~/components/ui/page-banner';

export function meta() {
  return [{ title: 'Gallery' }];
}

export default function GalleryPage() {
  return <PageBanner title="Gallery" />;
}
