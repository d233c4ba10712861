import { describe, expect, it } from 'vitest';
import { SHRINK, fittedSize, longSidesToTry, shrinkAttempts, shrunkName } from './shrink-plan';

describe('fittedSize', () => {
  it('brings the long side down in proportion, portrait or landscape', () => {
    expect(fittedSize(4032, 3024, 2400)).toEqual({ width: 2400, height: 1800 });
    expect(fittedSize(3024, 4032, 2400)).toEqual({ width: 1800, height: 2400 });
  });

  it('never enlarges a small image, and never gives a side of 0', () => {
    expect(fittedSize(800, 600, 2400)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(4000, 1, 1280)).toEqual({ width: 1280, height: 1 });
  });
});

describe('longSidesToTry', () => {
  it('starts at 2400 for a phone photo and ends at the legible minimum of 1280', () => {
    expect(longSidesToTry(4032, 3024)).toEqual([2400, 1920, 1536, 1280]);
  });

  it("starts at the photo's own size when it is smaller than 2400", () => {
    expect(longSidesToTry(2000, 1500)).toEqual([2000, 1600, 1280]);
  });

  it('keeps a photo already smaller than the minimum at its size (only the quality goes down)', () => {
    expect(longSidesToTry(1000, 800)).toEqual([1000]);
  });
});

describe('shrinkAttempts', () => {
  it('lowers the quality step by step before it reduces the long side', () => {
    const attempts = shrinkAttempts(4032, 3024);
    expect(attempts.slice(0, 6)).toEqual([
      { width: 2400, height: 1800, quality: 0.9 },
      { width: 2400, height: 1800, quality: 0.8 },
      { width: 2400, height: 1800, quality: 0.7 },
      { width: 2400, height: 1800, quality: 0.6 },
      { width: 2400, height: 1800, quality: 0.5 },
      { width: 1920, height: 1440, quality: 0.9 },
    ]);
    expect(attempts).toHaveLength(4 * SHRINK.qualities.length);
    expect(attempts.at(-1)).toEqual({ width: 1280, height: 960, quality: 0.5 });
  });
});

describe('shrunkName', () => {
  it('gives the name the .jpg of the new bytes', () => {
    expect(shrunkName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(shrunkName('bill.photo.heic')).toBe('bill.photo.jpg');
    expect(shrunkName('scan')).toBe('scan.jpg');
    expect(shrunkName('')).toBe('photo.jpg');
  });
});
