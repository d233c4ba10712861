import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { lagosIsoDate } from '../lagos-time';
import { everyLinkAllowed } from './markdown';

/*
 * A site notice as a content item (issue 31, decision 100): a short message in inline Markdown with
 * an optional link, shown in a banner at the top of every public page while published and inside its
 * optional dates (Lagos days, both included). Editors add notices (keyed 1, 2...).
 */

const texts = contentTexts.notice.errors;

const isoDay = z.union([z.literal(''), z.iso.date({ error: texts.date })]);

/** A notice's fields, for its body (strict) and for its draft form (which posts more). */
export const NOTICE_FIELDS = {
  /** Inline Markdown (decision 086): **bold**, *italic* and links of the allow-list. */
  message: z
    .string()
    .trim()
    .min(10, { error: texts.message })
    .max(300, { error: texts.message })
    .refine(everyLinkAllowed, {
      error: texts.link,
    }),
  /** A page of the site (/rates) or an https page; empty for none. */
  linkUrl: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500, { error: texts.linkUrl })
      .regex(/^(?:\/(?!\/)|https:\/\/)\S+$/, { error: texts.linkUrl }),
  ]),
  linkLabel: z.string().trim().max(60, { error: texts.linkLabel }),
  /** The first and last Lagos day it shows, `2026-12-24`; empty for no limit. */
  startsOn: isoDay,
  endsOn: isoDay,
};

/** What a notice's fields must say together: a link has its words and words their link; the days in order. */
export function checkNotice(
  notice: { linkUrl: string; linkLabel: string; startsOn: string; endsOn: string },
  context: z.core.$RefinementCtx,
) {
  if (notice.linkUrl !== '' && notice.linkLabel.length < 2)
    context.addIssue({ code: 'custom', path: ['linkLabel'], message: texts.linkLabel });
  if (notice.linkUrl === '' && notice.linkLabel !== '')
    context.addIssue({ code: 'custom', path: ['linkUrl'], message: texts.linkUrl });
  if (notice.startsOn && notice.endsOn && notice.endsOn < notice.startsOn)
    context.addIssue({ code: 'custom', path: ['endsOn'], message: texts.endsOn });
}

export const NoticeBodySchema = z.object(NOTICE_FIELDS).strict().superRefine(checkNotice);
export type NoticeBody = z.infer<typeof NoticeBodySchema>;

/** Whether a published notice shows at `now`: inside its dates, as days in Lagos. */
export function isNoticeShown(notice: Pick<NoticeBody, 'startsOn' | 'endsOn'>, now: Date): boolean {
  const today = lagosIsoDate(now);
  return (!notice.startsOn || notice.startsOn <= today) && (!notice.endsOn || today <= notice.endsOn);
}
