import { z } from 'zod';

/** An image the site serves itself, with its intrinsic size (so the page does not jump) and alt text. */
export const ImageSchema = z
  .object({
    src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp)$/, 'Images live under /images/ in public/'),
    alt: z.string().min(3),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .strict();

export type ContentImage = z.infer<typeof ImageSchema>;

/** Rejects a list whose items share an id: every id is part of an address. */
export function uniqueIds<T extends { id: number }>(items: T[], context: z.RefinementCtx) {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.id))
      context.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate id ${item.id}` });
    seen.add(item.id);
  });
}

/** Parses content when its module loads, so a bad edit fails the build with the failing path. */
export function parseContent<S extends z.ZodType>(name: string, schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`Invalid ${name} content:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The numeric id in an address (/property/17); NaN for anything else, so no content matches it. */
export function toContentId(id: number | string): number {
  if (typeof id === 'number') return id;
  return /^[1-9]\d{0,5}$/.test(id) ? Number(id) : Number.NaN;
}
