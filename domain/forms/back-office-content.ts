import { z } from 'zod';
import { FaqBodySchema } from '../content/faq';
import { contentTexts } from '../messages/back-office/content';

const texts = contentTexts;

/** A time typed as Lagos time (`2026-12-01T09:00`, what a datetime-local field posts); Lagos keeps UTC+1 all year. */
const LAGOS_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const lagosTimeToDate = (value: string) => new Date(`${value}:00+01:00`);

/** Saving or submitting an FAQ entry's change; a publishing time is optional (empty: at approval). */
export const FaqChangeSchema = FaqBodySchema.extend({
  publishAt: z
    .string()
    .trim()
    .refine((value) => value === '' || (LAGOS_TIME.test(value) && !Number.isNaN(lagosTimeToDate(value).getTime())), {
      error: texts.errors.publishAt,
    })
    .default(''),
});

/** A checker's refusal: the maker reads the reason beside their draft. */
export const RefuseContentSchema = z.object({
  reason: z.string().trim().min(5, { error: texts.errors.reason }).max(1000, { error: texts.errors.reason }),
});

/** Approving, submitting or restoring: the version is all they post. */
export const ContentVersionSchema = z.object({ versionId: z.uuid({ error: texts.errors.version }) });
