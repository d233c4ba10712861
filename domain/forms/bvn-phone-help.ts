/**
 * A request for another way than the code to the BVN phone (issue 27): the way chosen, and the
 * code screen's consent session, which tells the server whose BVN it is.
 */
import { z } from 'zod';
import { bvnPhoneHelpTexts } from '../messages/bvn-phone-help';

export const BVN_PHONE_HELP_WAYS = ['update-at-bank', 'branch', 'contact'] as const;
export type BvnPhoneHelpWay = (typeof BVN_PHONE_HELP_WAYS)[number];

export const BvnPhoneHelpSchema = z.object({
  way: z.enum(BVN_PHONE_HELP_WAYS, { error: bvnPhoneHelpTexts.wayMissing }),
});

// The catalogue words every way: a way without its texts fails the type check here.
bvnPhoneHelpTexts.ways satisfies Record<BvnPhoneHelpWay, unknown>;
bvnPhoneHelpTexts.next satisfies Record<BvnPhoneHelpWay, unknown>;
bvnPhoneHelpTexts.staff.ways satisfies Record<BvnPhoneHelpWay, unknown>;
