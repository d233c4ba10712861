import { describe, expect, it } from 'vitest';
import { FAQ_SEED } from '../../server/content/faq-seed';
import { faqView } from './faq';

// The seed as /faq reads it once published (the database's part is tests/api/content.test.ts).
const published = FAQ_SEED.map(({ key, body }) => ({ key, ...body }));

describe('faqView', () => {
  it('groups the questions: borrowing, NHF, accounts, BVN and NIN, documents, timelines', () => {
    const { groups, terms, matches } = faqView(published);
    expect(groups.map((group) => group.id)).toEqual([
      'borrowing',
      'nhf',
      'accounts',
      'bvn-nin',
      'documents',
      'timelines',
    ]);
    expect(terms).toEqual([]);
    expect(matches).toBe(FAQ_SEED.length);
  });

  it('answers with the figures the product applies, drawn as plain text and links', () => {
    const text = JSON.stringify(faqView(published).groups);
    expect(text).toContain('aged 18 to 60');
    expect(text).toContain('at least 6 months');
    expect(text).toContain('up to ₦15,000,000');
    expect(text).toContain('None for a home of up to ₦5,000,000');
    expect(text).toContain('Dial *565*0# from');
    expect(text).toContain('PSM/DIR/PUB/CIR/001/053');
    expect(text).toContain('6-digit code');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('within 14 days');
    expect(text).toContain('See also: <a href=\\"/loan-calculator\\">Mortgage calculator</a>');
  });

  it('keeps the entries that hold every word, case-insensitively, in their groups', () => {
    const { groups, terms, matches } = faqView(published, 'NHF Equity');
    expect(terms).toEqual(['nhf', 'equity']);
    expect(groups.map((group) => group.id)).toEqual(['nhf']);
    expect(groups[0].entries.map((entry) => entry.key)).toEqual(['nhf-equity']);
    expect(matches).toBe(1);
  });

  it('finds nothing for words no answer holds', () => {
    expect(faqView(published, 'cryptocurrency staking')).toMatchObject({ groups: [], matches: 0 });
  });
});
