import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventAlbums, formatEventDate, galleryFor, isGalleryResource } from './galleries';
import { prerenderedPagePaths } from './prerender';
import { pictureTexts } from './pages/pictures';
import { properties } from './properties';

describe('galleries', () => {
  it('shows a property’s photos with captions and a way back to the property', () => {
    const gallery = galleryFor('property', '17')!;
    expect(gallery.photos.length).toBeGreaterThanOrEqual(3);
    expect(gallery.photos[0].caption).toBe('Front of the terrace house.');
    expect(gallery.parent).toEqual({ label: expect.stringContaining('Sangotedo'), to: '/property/17' });
  });

  it('shows an event album with its date and place', () => {
    const gallery = galleryFor('event', 1)!;
    expect(gallery.subtitle).toBe('14 June 2025, Victoria Island, Lagos');
    expect(gallery.photos.every((photo) => existsSync(`public${photo.src}`))).toBe(true);
  });

  it('finds nothing for an unknown id or resource', () => {
    expect(galleryFor('event', '99')).toBeUndefined();
    expect(galleryFor('property', 'abc')).toBeUndefined();
    expect(isGalleryResource('blog')).toBe(false);
    expect(isGalleryResource('event')).toBe(true);
  });

  // Issue 31.5: the listings' drawings were headed 'Photos', and the large view said 'Photo 2 of 5'.
  it('never calls the drawings photos, in a title, alt text or caption', () => {
    const galleries = [
      ...eventAlbums.map((album) => galleryFor('event', album.id)!),
      ...properties.map((property) => galleryFor('property', property.id)!),
    ];
    expect(galleryFor('property', '17')!.title).toBe('Drawings: 3-bedroom terrace duplex in Sangotedo');
    for (const gallery of galleries) {
      const texts = [gallery.title, ...gallery.photos.flatMap((image) => [image.alt, image.caption])];
      expect(
        texts.filter((text) => /photo/i.test(text)),
        gallery.title,
      ).toEqual([]);
    }
    const drawings = pictureTexts(galleries[0].photos);
    expect([drawings.viewAll(5), drawings.openLarge(2), drawings.position(2, 5)]).toEqual([
      'View all 5 drawings',
      'Open large view of drawing 2',
      'Drawing 2 of 5',
    ]);
    expect(pictureTexts([{ src: '/uploads/front.jpg' }]).position(1, 3)).toBe('Photo 1 of 3');
  });

  it('formats dates without the locale', () => {
    expect(formatEventDate('2024-11-30')).toBe('30 November 2024');
  });

  it('prerenders every album and property gallery', () => {
    expect(prerenderedPagePaths().filter((path) => path.startsWith('/gallery/'))).toHaveLength(eventAlbums.length + 18);
  });
});
