import { describe, expect, it } from 'vitest';
import { leadership } from '~/content/leadership';
import { biographyParagraphs, personSummary } from './person-view';

describe('person view', () => {
  it('reads a biography as paragraphs, from a list or from blank-line breaks', () => {
    expect(biographyParagraphs(['One.', ' Two. '])).toEqual(['One.', 'Two.']);
    expect(biographyParagraphs('First paragraph.\n\nSecond paragraph.')).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
    expect(biographyParagraphs(leadership.management[0].detail)).toHaveLength(2);
  });

  it('summarises a manager with the one-line summary and a director without one', () => {
    expect(personSummary(leadership.management[0]).short).toBe(leadership.management[0].short);
    expect(personSummary(leadership.directors[0])).toEqual({
      profile: 'babatunde-ajayi',
      name: 'Babatunde Olanrewaju Ajayi',
      designation: 'Chairman',
      photo: null,
      short: undefined,
    });
  });
});
