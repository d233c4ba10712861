import { useSearchParams } from 'react-router';
import { Link } from '~/components/ui/link';
import type { Route } from './+types/gallery';
import { PhotoGrid } from '~/components/property/photo-grid';
import { PhotoViewer } from '~/components/property/photo-viewer';
import { SampleNotice } from '~/components/property/sample-listing-notice';
import { Container } from '~/components/ui/container';
import { PageBanner } from '~/components/ui/page-banner';
import { pageMeta } from '~/lib/meta';
import { contentPageHeaders } from '~/page-delivery';
import { loadGallery } from './gallery.server';

/** Event albums are prerendered; a listing's gallery is kept by the document cache until the next publish of a listing (decision 095). */
export const headers = contentPageHeaders;

export const loader = (args: Route.LoaderArgs) => loadGallery(args);

/** The photo of the large view (?photo=2), read from the address so that the prerendered gallery serves every photo. */
function useViewedPhoto(count: number): number | undefined {
  const requested = Number(useSearchParams()[0].get('photo'));
  return Number.isInteger(requested) && requested >= 1 && requested <= count ? requested : undefined;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { gallery } = loaderData;
  return pageMeta({
    title: gallery.title,
    description: `${gallery.subtitle}. ${gallery.description}`,
    path: `/gallery/${gallery.resource}/${gallery.id}`,
  });
}

export default function GalleryPage({ loaderData: { gallery, albums } }: Route.ComponentProps) {
  const position = useViewedPhoto(gallery.photos.length);
  const galleryPath = `/gallery/${gallery.resource}/${gallery.id}`;
  const crumbs = gallery.parent
    ? [{ label: 'Property Mart', to: '/property' }, gallery.parent]
    : [{ label: 'Gallery' }];
  return (
    <>
      <PageBanner title={gallery.title} lead={gallery.subtitle} crumbs={crumbs} />
      <Container className="space-y-8 py-8 sm:py-12">
        <p className="max-w-3xl text-lg leading-relaxed">{gallery.description}</p>
        {gallery.notice ? <SampleNotice>{gallery.notice}</SampleNotice> : null}
        {position ? <PhotoViewer photos={gallery.photos} position={position} galleryPath={galleryPath} /> : null}
        <PhotoGrid photos={gallery.photos} galleryPath={galleryPath} selected={position} />
        {gallery.parent ? (
          <Link
            to={gallery.parent.to}
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
          >
            Back to {gallery.parent.label}
          </Link>
        ) : (
          <nav aria-labelledby="albums-title">
            <h2 id="albums-title" className="text-xl font-bold">
              Event albums
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {albums.map((album) => (
                <li key={album.id}>
                  <Link
                    to={`/gallery/event/${album.id}`}
                    aria-current={album.id === gallery.id ? 'page' : undefined}
                    className="block min-h-11 rounded-card border border-border p-4 hover:border-primary-700 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-50"
                  >
                    <span className="block font-semibold">{album.title}</span>
                    <span className="text-sm text-muted tabular">{album.date}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
    </>
  );
}
