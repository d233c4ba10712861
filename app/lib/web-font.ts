import { AFTER_FIRST_PAINT } from './after-first-paint';

/** `<html data-font="inter">` turns the site's font on (tokens.css); without it, text is drawn in a fallback resized to the font's room. */
export const WEB_FONT_ATTRIBUTE = 'data-font';
/** Set in the browser's storage once the font has loaded: it is then in the browser's cache. */
export const FONT_LOADED_KEY = 'font-loaded';

/**
 * The text of a classic inline script in the head that turns the site's font on: at once when an
 * earlier page loaded it, so that it is drawn from the first paint; on a first visit, once the page
 * has painted, so that nothing but the page comes before the first paint (docs/decisions/039).
 */
export const WEB_FONT_SCRIPT = `(()=>{const turnOn=()=>{document.documentElement.setAttribute('${WEB_FONT_ATTRIBUTE}','inter');document.fonts?.load('1em "Inter Variable"').then((faces)=>{if(faces.length)try{localStorage.setItem('${FONT_LOADED_KEY}','1')}catch{}},()=>{})};try{if(localStorage.getItem('${FONT_LOADED_KEY}'))return turnOn()}catch{}(${AFTER_FIRST_PAINT})(turnOn)})()`;
