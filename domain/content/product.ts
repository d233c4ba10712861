import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';
import { PricingSchema } from './pricing';

const texts = contentTexts.product.errors;

/**
 * A product as a content item holds (issue 31, decision 092): its rates and charges (decision 077's
 * pricing) and what a customer needs to bring. The rest of the product (name, pictures, copy that
 * other pages and the search show) stays in app/content/products.ts; the item's key is the product's id.
 */
export const ProductBodySchema = z.object({
  requirements: z
    .array(z.string().trim().min(3, { error: texts.requirements }).max(300, { error: texts.requirements }))
    .min(3, { error: texts.requirements })
    .max(20, { error: texts.requirements }),
  pricing: PricingSchema.optional(),
});
export type ProductBody = z.infer<typeof ProductBodySchema>;
