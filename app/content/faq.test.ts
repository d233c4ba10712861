import { describe, expect, it } from 'vitest';
import { readFaq } from './faq';
import { prerenderedPagePaths } from './prerender';

describe('readFaq', () => {
  it('groups the questions: borrowing, NHF, accounts, BVN and NIN, documents, timelines', () => {
    const { groups, terms, matches } = readFaq();
    expect(groups.map((group) => group.id)).toEqual([
      'borrowing',
      'nhf',
      'accounts',
      'bvn-nin',
      'documents',
      'timelines',
    ]);
    expect(terms).toEqual([]);
    expect(matches).toBe(groups.flatMap((group) => group.entries).length);
  });

  it('answers with the figures the product applies', () => {
    const text = JSON.stringify(readFaq().groups);
    expect(text).toContain('aged 18 to 60');
    expect(text).toContain('at least 6 months');
    expect(text).toContain('up to ₦15,000,000');
    expect(text).toContain('None for a home of up to ₦5,000,000');
    expect(text).toContain('*565*0#');
    expect(text).toContain('PSM/DIR/PUB/CIR/001/053');
    expect(text).toContain('6-digit code');
    expect(text).toContain('within 24 hours');
    expect(text).toContain('within 14 days');
  });

  it('keeps the entries that hold every word, case-insensitively, in their groups', () => {
    const { groups, terms, matches } = readFaq('NHF Equity');
    expect(terms).toEqual(['nhf', 'equity']);
    expect(groups.map((group) => group.id)).toEqual(['nhf']);
    expect(groups[0].entries.map((entry) => entry.id)).toEqual(['nhf-equity']);
    expect(matches).toBe(1);
  });

  it('finds nothing for words no answer holds', () => {
    expect(readFaq('cryptocurrency staking')).toMatchObject({ groups: [], matches: 0 });
  });
});

// A search (?q=) is answered for each request; the bare page is a file of the build, as /property is.
it('prerenders the FAQ as it first opens', () => {
  expect(prerenderedPagePaths()).toContain('/faq');
});
