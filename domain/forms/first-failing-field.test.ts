import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldFailures, firstFailingField } from './first-failing-field';

const Schema = z.object({
  terms: z.literal(true, 'terms message'),
  bvnNo: z
    .string('bvn message')
    .regex(/^\d{11}$/, 'second bvn message')
    .length(11, 'third bvn message'),
});
const failed = Schema.safeParse({ bvnNo: 1 });
const twice = Schema.safeParse({ terms: true, bvnNo: '12' });

describe('firstFailingField', () => {
  it('returns nothing for a success', () => {
    expect(firstFailingField(Schema.safeParse({ terms: true, bvnNo: '12345678901' }))).toBeUndefined();
    expect(firstFailingField({ success: false, error: new z.ZodError([]) })).toBeUndefined();
  });

  it('follows the form order', () => {
    expect(firstFailingField(failed, ['bvnNo', 'terms'])).toEqual({ field: 'bvnNo', message: 'bvn message' });
  });

  it('falls back to the issue order for fields the order does not name', () => {
    expect(firstFailingField(failed)).toEqual({ field: 'terms', message: 'terms message' });
    expect(firstFailingField(failed, ['email'])).toEqual({ field: 'terms', message: 'terms message' });
  });
});

describe('fieldFailures', () => {
  it('keeps the first message of each field', () => {
    expect(fieldFailures(failed)).toEqual({ terms: 'terms message', bvnNo: 'bvn message' });
    expect(fieldFailures(twice)).toEqual({ bvnNo: 'second bvn message' });
    expect(fieldFailures({ success: true })).toEqual({});
  });

  it('leaves out a message about the whole form', () => {
    const refined = z.object({ a: z.string() }).refine(() => false, 'whole form');
    expect(fieldFailures(refined.safeParse({ a: 'x' }))).toEqual({});
  });
});
