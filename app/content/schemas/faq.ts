import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A lower-case slug: it is part of the address (#id)');
const sentence = z
  .string()
  .min(10)
  .regex(/[.!?)]$/, 'End the sentence with a full stop');
const internalLink = z
  .object({ label: z.string().min(3), to: z.string().regex(/^\/[^/]/, 'Link within the site') })
  .strict();

/** One question and its answer: paragraphs of plain text, and links to where the visitor acts on it. */
const FaqEntrySchema = z
  .object({
    id: slug,
    question: z.string().min(10).regex(/\?$/, 'A question ends with a question mark'),
    answer: z.array(sentence).min(1),
    links: z.array(internalLink).default([]),
  })
  .strict();

/** A group of questions under one heading (borrowing, NHF, accounts, ...). */
const FaqGroupSchema = z
  .object({ id: slug, title: z.string().min(3), entries: z.array(FaqEntrySchema).min(2) })
  .strict();

/** Every group; the ids of groups and entries are anchors of one page, so none may repeat. */
export const FaqSchema = z
  .array(FaqGroupSchema)
  .min(1)
  .superRefine((groups, context) => {
    const seen = new Set<string>();
    for (const id of groups.flatMap((group) => [group.id, ...group.entries.map((entry) => entry.id)])) {
      if (seen.has(id)) context.addIssue({ code: 'custom', message: `Duplicate id ${id}` });
      seen.add(id);
    }
  });

export type FaqEntry = z.infer<typeof FaqEntrySchema>;
export type FaqGroup = z.infer<typeof FaqGroupSchema>;
