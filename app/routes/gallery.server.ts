import { data } from 'react-router';
import type { Route } from './+types/gallery';
import { servicesContext } from '@server/request-context';
import { eventAlbums, eventGallery, formatEventDate, propertyGallery } from '~/content/galleries';
import { propertyById } from '~/content/properties';
import { publishedProperties } from '~/lib/published-listings.server';

/** An event album with the other albums, or a published listing's photos (decision 095); 404 for anything else. */
export async function loadGallery({ params, context }: Route.LoaderArgs) {
  if (params.resource === 'property') {
    const property = propertyById(await publishedProperties(context.get(servicesContext)), params.id);
    if (!property) throw data(null, { status: 404 });
    return { gallery: propertyGallery(property), albums: [] };
  }
  const gallery = params.resource === 'event' ? eventGallery(params.id) : undefined;
  if (!gallery) throw data(null, { status: 404 });
  return { gallery, albums: eventAlbums.map(({ id, title, date }) => ({ id, title, date: formatEventDate(date) })) };
}
