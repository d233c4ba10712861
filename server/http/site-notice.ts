import type { MiddlewareHandler } from 'hono';
import type { ShownNotice } from '@shared/server-drawn/site-notice';
import { noticeSlotFill } from '@shared/server-drawn/site-notice-fill.server';
import { type FilledPages, fillPage, isPageAnswer } from './fill-page';

/**
 * The site notices' banner, per request (decision 100): every page is drawn with its slot empty
 * (prerendered files and the document cache never hold a notice, so a publish, a withdrawal or a
 * notice's last day needs no page drawn again); while notices are shown, this puts them in the slot
 * of each page as it goes out. A page that comes compressed whole is filled and compressed once per set
 * of notices and kept by this app (`FilledPages`): the notices are the same for every visitor. With
 * none, a page goes out as it was made.
 */
export function siteNotice({ noticesAt }: { noticesAt: (now: Date) => Promise<ShownNotice[]> }): MiddlewareHandler {
  const kept: FilledPages = new Map();
  return async (c, next) => {
    await next();
    if (!isPageAnswer(c)) return;
    const notices = await noticesAt(new Date());
    if (notices.length > 0) await fillPage(c, [noticeSlotFill(notices)], { kept });
  };
}
