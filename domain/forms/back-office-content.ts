import { z } from 'zod';
import { FaqBodySchema } from '../content/faq';
import { contentTexts } from '../messages/back-office/content';

const texts = contentTexts;

/** A time typed as Lagos time (`2026-12-01T09:00`, what a datetime-local field posts); Lagos keeps UTC+1 all year. */
const LAGOS_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const lagosTimeToDate = (value: string) => new Date(`${value}:00+01:00`);

/** A publishing time is optional on every change (empty: at approval). */
const PublishAtSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || (LAGOS_TIME.test(value) && !Number.isNaN(lagosTimeToDate(value).getTime())), {
    error: texts.errors.publishAt,
  })
  .default('');

/** Saving or submitting an FAQ entry's change. */
export const FaqChangeSchema = FaqBodySchema.extend({ publishAt: PublishAtSchema });

const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;
const WHOLE_NAIRA = /^\d{1,12}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Each numbered field of a product's form (`rate-0`, `feeNaira-1`...), with what it must hold. */
const PRODUCT_FIELD_RULES: { name: RegExp; isValid: (value: string) => boolean; error: string }[] = [
  {
    name: /^rate-\d+$/,
    isValid: (value) => PERCENT.test(value) && Number(value) <= 60,
    error: texts.product.errors.rate,
  },
  {
    name: /^feePercent-\d+$/,
    isValid: (value) => PERCENT.test(value) && Number(value) > 0 && Number(value) <= 10,
    error: texts.product.errors.feePercent,
  },
  { name: /^feeNaira-\d+$/, isValid: (value) => WHOLE_NAIRA.test(value), error: texts.product.errors.feeNaira },
  {
    name: /^(rate|fee)From-\d+$/,
    isValid: (value) => ISO_DATE.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()),
    error: texts.product.errors.effectiveFrom,
  },
];

/**
 * Saving or submitting a product's change: its requirements, one a line, and a field for each rate
 * and fee it has (domain/content/kinds.ts draws them); the body is checked again as a whole.
 */
export const ProductChangeSchema = z
  .object({
    requirements: z.string().trim().min(9, { error: texts.product.errors.requirements }),
    publishAt: PublishAtSchema,
  })
  .catchall(z.string())
  .superRefine((values, context) => {
    for (const [name, value] of Object.entries(values)) {
      const rule = PRODUCT_FIELD_RULES.find((candidate) => candidate.name.test(name));
      if (rule && !rule.isValid(String(value).trim()))
        context.addIssue({ code: 'custom', path: [name], message: rule.error });
    }
  });

/** A checker's refusal: the maker reads the reason beside their draft. */
export const RefuseContentSchema = z.object({
  reason: z.string().trim().min(5, { error: texts.errors.reason }).max(1000, { error: texts.errors.reason }),
});

/** Approving, submitting or restoring: the version is all they post. */
export const ContentVersionSchema = z.object({ versionId: z.uuid({ error: texts.errors.version }) });
