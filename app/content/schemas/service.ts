import { z } from 'zod';
import { ImageSchema, uniqueIds } from './common';

const sentence = z
  .string()
  .min(10)
  .regex(/[.!?:]$/, 'End the sentence with a full stop');
const internalLink = z
  .object({ label: z.string().min(3), to: z.string().regex(/^\/[^/]/, 'Link within the site') })
  .strict();

const SectionSchema = z
  .object({
    heading: z.string().min(3),
    paragraphs: z.array(sentence).default([]),
    points: z.array(z.string().min(3)).default([]),
  })
  .strict()
  .refine((section) => section.paragraphs.length + section.points.length > 0, 'A section says something');

/** A service page (/service-detail/{id}). */
const ServiceSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(3),
    /** The one-line promise under the title and on cards. */
    summary: z.string().min(10).max(120),
    image: ImageSchema,
    intro: sentence,
    sections: z.array(SectionSchema).min(2),
    steps: z.array(z.object({ title: z.string().min(3), text: sentence }).strict()).min(3),
    relatedProductIds: z.array(z.number().int().positive()),
    primaryAction: internalLink,
    secondaryAction: internalLink.optional(),
  })
  .strict();

export type Service = z.infer<typeof ServiceSchema>;

export const ServiceListSchema = z.array(ServiceSchema).superRefine(uniqueIds);

/** What the mortgage pages explain: eligibility, the steps, the documents and what each status means. */
export const MortgageJourneySchema = z
  .object({
    eligibility: z.array(z.string().min(5)).min(3),
    steps: z
      .array(z.object({ title: z.string().min(3), text: sentence, action: internalLink.optional() }).strict())
      .min(4),
    documents: z
      .array(z.object({ heading: z.string().min(3), items: z.array(z.string().min(3)).min(1) }).strict())
      .min(3),
    statuses: z.array(z.object({ name: z.string().min(3), meaning: sentence, yourPart: sentence }).strict()).min(5),
    trackingChecklist: z.array(z.string().min(5)).min(2),
  })
  .strict();

export type MortgageJourney = z.infer<typeof MortgageJourneySchema>;

/** The /finance overview: construction and asset finance, each pointing at a service or product. */
export const FinanceOverviewSchema = z
  .object({
    intro: sentence,
    offers: z.array(z.object({ title: z.string().min(3), text: sentence, link: internalLink }).strict()).min(3),
    criteria: z.array(z.string().min(5)).min(3),
  })
  .strict();

export type FinanceOverview = z.infer<typeof FinanceOverviewSchema>;
