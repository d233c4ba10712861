import { describe, expect, it } from 'vitest';
import { highlightSegments, searchTerms, snippetAround } from './search-text';

describe('search terms', () => {
  it('splits a query into distinct lower-case words and drops one-letter words', () => {
    expect(searchTerms('  NHF loan, a LOAN ')).toEqual(['nhf', 'loan']);
    expect(searchTerms('C of O')).toEqual(['of']);
    expect(searchTerms('x')).toEqual(['x']);
    expect(searchTerms(' ,; ')).toEqual([]);
  });
});

describe('highlighting', () => {
  it('marks every occurrence of every term, whatever its case', () => {
    expect(highlightSegments('NHF loans: the nhf fund', ['nhf', 'fund'])).toEqual([
      { text: 'NHF', isMatch: true },
      { text: ' loans: the ', isMatch: false },
      { text: 'nhf', isMatch: true },
      { text: ' ', isMatch: false },
      { text: 'fund', isMatch: true },
    ]);
  });

  it('prefers the longer term where terms overlap, and treats regex characters literally', () => {
    expect(highlightSegments('Save-4-it savings', ['save', 'savings'])).toEqual([
      { text: 'Save', isMatch: true },
      { text: '-4-it ', isMatch: false },
      { text: 'savings', isMatch: true },
    ]);
    expect(highlightSegments('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', isMatch: false },
      { text: '(b)', isMatch: true },
      { text: ' c', isMatch: false },
    ]);
  });

  it('leaves a text without terms whole', () => {
    expect(highlightSegments('Nothing here', [])).toEqual([{ text: 'Nothing here', isMatch: false }]);
  });
});

describe('snippets', () => {
  const text = `${'Lorem words here. '.repeat(20)}The governor must consent to the transfer. ${'More words follow. '.repeat(20)}`;

  it('cuts the text around the first match at word boundaries, with ellipses', () => {
    const snippet = snippetAround(text, ['consent'], 120);
    expect(snippet).toContain('consent');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(124);
    const inner = snippet.slice(2, -2);
    const at = text.indexOf(inner);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(' ');
    expect(text[at + inner.length]).toBe(' ');
  });

  it('returns a short text unchanged and starts at the beginning when nothing matches', () => {
    expect(snippetAround('Short text.', ['x'])).toBe('Short text.');
    expect(snippetAround(text, ['absent'], 60).startsWith('Lorem words')).toBe(true);
  });
});
