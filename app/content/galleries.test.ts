import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventAlbums, formatEventDate, galleryFor, galleryPaths, isGalleryResource } from './galleries';

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

  it('formats dates without the locale', () => {
    expect(formatEventDate('2024-11-30')).toBe('30 November 2024');
  });

  it('prerenders every album and property gallery', () => {
    expect(galleryPaths()).toHaveLength(eventAlbums.length + 18);
  });
});
