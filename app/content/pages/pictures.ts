/**
 * What a set of pictures is called on the page. A vector file is drawn: the sample content's illustrations are
 * SVG, and the pictures staff upload are photographs re-encoded to raster formats. Drawings are never called
 * photos (issue 31.5).
 */
export function pictureTexts(images: readonly { src: string }[]) {
  const areDrawings = images.every((image) => image.src.endsWith('.svg'));
  const one = areDrawings ? 'Drawing' : 'Photo';
  const many = areDrawings ? 'Drawings' : 'Photos';
  return {
    many,
    /** The heading of a listing's gallery. */
    galleryTitle: (listing: string) => `${many}: ${listing}`,
    viewAll: (count: number) => `View all ${count} ${many.toLowerCase()}`,
    openLarge: (position: number) => `Open large view of ${one.toLowerCase()} ${position}`,
    position: (position: number, count: number) => `${one} ${position} of ${count}`,
    navigation: `${one} navigation`,
  };
}
