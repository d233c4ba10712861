import { renderToStaticMarkup } from 'react-dom/server';
import { SiteNotices, type ShownNotice } from './site-notice';
import { SITE_NOTICE_SLOT_ID } from './site-notice-slot';

/** The slot as every page carries it: ServerDrawn's wrapper, empty. */
const slot = (markup: string) => `<div id="${SITE_NOTICE_SLOT_ID}" class="contents">${markup}</div>`;

/** What to put in place of the empty slot for these notices. */
export function noticeSlotFill(notices: readonly ShownNotice[]): { from: string; to: string } {
  return { from: slot(''), to: slot(renderToStaticMarkup(<SiteNotices notices={notices} />)) };
}
