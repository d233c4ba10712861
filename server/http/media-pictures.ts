import { Hono } from 'hono';
import { formatOfExtension, PICTURE_FILES } from '../../domain/content/pictures';
import { readPictureRendition } from '../content/pictures/picture-work';
import type { Services } from '../services';

/** A year: a picture's address never names other bytes (another upload is another id), so caches keep it. */
const FOREVER = 'public, max-age=31536000, immutable';
const FILE = /^(\d{2,5})\.([a-z]{3,4})$/;

/**
 * `GET /media/pictures/{id}/{width}.{avif|webp|jpg}`: one stored rendition of a picture staff
 * uploaded (decision 093), public, cached for good. Anything else, a width or format not made
 * included, is a 404 that caches do not keep.
 */
export function createMediaPictures(services: Services) {
  const app = new Hono();
  app.get('/media/pictures/:id/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    const format = match ? formatOfExtension(match[2]) : undefined;
    const found =
      match && format
        ? await readPictureRendition(services, { id: c.req.param('id'), width: Number(match[1]), format })
        : null;
    if (!found) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not Found', 404);
    }
    c.header('Content-Type', PICTURE_FILES[found.format].mediaType);
    c.header('Cache-Control', FOREVER);
    c.header('Content-Length', String(found.bytes.length));
    return c.body(new Uint8Array(found.bytes));
  });
  return app;
}
