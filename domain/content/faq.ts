import { z } from 'zod';
import { contentTexts } from '../messages/back-office/content';

/** The groups of /faq, in the page's order; their headings are in the catalogue (faqTexts.groups). */
export const FAQ_GROUPS = ['borrowing', 'nhf', 'accounts', 'bvn-nin', 'documents', 'timelines'] as const;
export type FaqGroupId = (typeof FAQ_GROUPS)[number];

const texts = contentTexts.errors;

/** One FAQ entry as a version holds it: its group, the question, and the answer in Markdown. */
export const FaqBodySchema = z.object({
  group: z.enum(FAQ_GROUPS, { error: texts.group }),
  question: z
    .string()
    .trim()
    .min(10, { error: texts.question })
    .max(200, { error: texts.question })
    .regex(/\?$/, { error: texts.question }),
  answer: z.string().trim().min(10, { error: texts.answer }).max(4000, { error: texts.answer }),
});
export type FaqBody = z.infer<typeof FaqBodySchema>;
