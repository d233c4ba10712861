import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventAlbums, eventGallery, formatEventDate, propertyGallery } from './galleries';
import { prerenderedPagePaths } from './prerender';
import { pictureTexts } from './pages/pictures';
import { propertyById, seedProperties } from './properties';

const seedGallery = (id: string) => propertyGallery(propertyById(seedProperties, id)!);

describe('galleries', () => {
  it('shows a property’s photos with captions and a way back to the property', () => {
    const gallery = seedGallery('17');
    expect(gallery.photos.length).toBeGreaterThanOrEqual(3);
    expect(gallery.photos[0].caption).toBe('Front of the terrace house.');
    expect(gallery.parent).toEqual({ label: expect.stringContaining('Sangotedo'), to: '/property/17' });
  });

  it('shows an event album with its date and place', () => {
    const gallery = eventGallery(1)!;
    expect(gallery.subtitle).toBe('14 June 2025, Victoria Island, Lagos');
    expect(gallery.photos.every((photo) => existsSync(`public${photo.src}`))).toBe(true);
  });

  it('finds no album for an unknown id', () => {
    expect(eventGallery('99')).toBeUndefined();
    expect(eventGallery('abc')).toBeUndefined();
  });

  // Issue 31.5: the listings' drawings were headed 'Photos', and the large view said 'Photo 2 of 5'.
  it('never calls the drawings photos, in a title, alt text or caption', () => {
    const galleries = [...eventAlbums.map((album) => eventGallery(album.id)!), ...seedProperties.map(propertyGallery)];
    expect(seedGallery('17').title).toBe('Drawings: 3-bedroom terrace duplex in Sangotedo');
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

  it('prerenders every album; a listing’s gallery is drawn from its published version (decision 095)', () => {
    expect(prerenderedPagePaths().filter((path) => path.startsWith('/gallery/'))).toHaveLength(eventAlbums.length);
  });
});
