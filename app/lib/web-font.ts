import { AFTER_FIRST_PAINT } from '~/page-delivery';

/** `<html data-font="inter">` turns the site's font on (tokens.css); without it, text is drawn in a fallback resized to the font's room. */
export const WEB_FONT_ATTRIBUTE = 'data-font';
export const WEB_FONT_ON = 'inter';
/** The font's family name in tokens.css. */
export const WEB_FONT_FAMILY = 'Inter Variable';
/** Set in the browser's storage once the font has loaded: it is then in the browser's cache. */
export const FONT_LOADED_KEY = 'font-loaded';

/**
 * The text of a classic inline script in the head that turns the site's font on from the first
 * paint once an earlier page has loaded it (it is then in the browser's cache). A first page is
 * drawn in the fallback alone: the script loads the font after the first contentful paint, for the
 * pages after it, so that nothing but the page comes before the first paint and the text never
 * changes its letters under the reader (docs/decisions/039).
 */
export const WEB_FONT_SCRIPT = `(()=>{try{if(localStorage.getItem('${FONT_LOADED_KEY}')){document.documentElement.setAttribute('${WEB_FONT_ATTRIBUTE}','${WEB_FONT_ON}');return}}catch{}(${AFTER_FIRST_PAINT})(()=>document.fonts?.load('1em "${WEB_FONT_FAMILY}"').then((faces)=>{if(faces.length)try{localStorage.setItem('${FONT_LOADED_KEY}','1')}catch{}},()=>{}))})()`;
