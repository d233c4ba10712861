/** Every printable character of Basic Latin and Latin-1 (accented names and ©, ², · among them). */
const LATIN = Array.from({ length: 0xff - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index))
  .filter((character) => character <= '~' || character >= '\u00a0')
  .join('');

/**
 * What the site's one font keeps of Inter (issue 12): the characters its text uses, Latin and the
 * naira sign with the typographic punctuation of the copy, and the weights its styles use (regular
 * 400 to the logo's extra-bold 800). A character outside it is drawn in the system font.
 * `npm run font:subset` makes app/styles/fonts/inter-subset.woff2 from them.
 */
export const FONT_SUBSET = {
  characters: `${LATIN}₦–—‘’“”•…€™`,
  weights: { min: 400, max: 800 },
};

export const FONT_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const FONT_SUBSET_FILE = 'app/styles/fonts/inter-subset.woff2';
/** Arial and Roboto resized to Inter's metrics, drawn until the font arrives (`npm run font:subset`). */
export const FALLBACK_FACES_FILE = 'app/styles/fallback-faces.css';
