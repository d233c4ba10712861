import { rgb } from 'pdf-lib';

/** A4 in points, with the margin every document of the bank keeps. */
export const A4 = { width: 595.28, height: 841.89, margin: 48 };
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.42, 0.48);

/** Text the standard fonts (WinAnsi) can draw: accents folded, anything else outside Latin-1 replaced. */
export function drawable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}
