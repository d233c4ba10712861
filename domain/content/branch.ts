import { z } from 'zod';
import { NIGERIAN_STATES } from '../geography';
import { contentTexts } from '../messages/back-office/content';
import { toInternationalPhone } from '../phone';
import { isValidPhone } from '../phone-validity';

const texts = contentTexts.branch.errors;

/** The most phone lines a branch card lists. */
export const MAX_BRANCH_PHONES = 4;

const words = (min: number, max: number, error: string) => z.string().trim().min(min, { error }).max(max, { error });

/** A real Nigerian number (libphonenumber-js), whether typed 0201 700 0011 or +234 201 700 0011. */
export const isNigerianPhone = (input: string) => isValidPhone(input) && toInternationalPhone(input).startsWith('234');

/** A plain https link (a map search of the address): nothing of another site is embedded in our pages. */
export const MapLinkSchema = z.url({ protocol: /^https$/, error: texts.mapUrl }).max(500, { error: texts.mapUrl });

/** A core-banking branch code: digits only. */
export const BranchCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, { error: texts.code });

/**
 * A branch of the bank as a content item (issue 31, decision 097), drawn as a card on /about and
 * /contact; its key is the branch's slug (`ikeja`) or, for a branch an editor added, its number.
 */
export const BranchBodySchema = z
  .object({
    name: words(2, 60, texts.name),
    state: z.string().refine((state) => NIGERIAN_STATES.includes(state), { error: texts.state }),
    address: words(10, 200, texts.address),
    /** As people read them: +234 201 700 0011. */
    phones: z
      .array(z.string().refine(isNigerianPhone, { error: texts.phones }))
      .min(1, { error: texts.phones })
      .max(MAX_BRANCH_PHONES, { error: texts.phones }),
    email: z.email({ error: texts.email }).max(254, { error: texts.email }),
    hours: words(5, 120, texts.hours),
    mapUrl: MapLinkSchema,
    /** What the core banking knows the branch by (specification 9: Ikeja 102); codes may repeat. */
    code: BranchCodeSchema,
    isHeadOffice: z.boolean(),
  })
  .strict();
export type BranchBody = z.infer<typeof BranchBodySchema>;
