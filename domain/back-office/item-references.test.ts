import { describe, expect, it } from 'vitest';
import { referencesIn, splitReferences } from './item-references';

describe('references in a customer’s text', () => {
  it('finds each kind of reference, any case, and keeps the text around them', () => {
    const text =
      'About mtg-20261127-7Q4KX2 and DSR-20261120-ABC123; complaint CMP-20261101-ZZ9Z9Z, report WB-7K3Q-9XPM, account 9000000016.';
    expect(referencesIn(text)).toEqual([
      { reference: 'MTG-20261127-7Q4KX2', kind: 'loan' },
      { reference: 'DSR-20261120-ABC123', kind: 'data-request' },
      { reference: 'CMP-20261101-ZZ9Z9Z', kind: 'complaint' },
      { reference: 'WB-7K3Q-9XPM', kind: 'whistle-blower' },
      { reference: '9000000016', kind: 'application' },
    ]);
    expect(
      splitReferences(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(splitReferences('See MTG-20261127-7Q4KX2.')).toEqual([
      { text: 'See ' },
      { text: 'MTG-20261127-7Q4KX2', reference: 'MTG-20261127-7Q4KX2', kind: 'loan' },
      { text: '.' },
    ]);
  });

  it('takes no phone number, longer number or half reference for one', () => {
    expect(referencesIn('Call 08031234567 or 2348031234567, order 12345678901234, MTG-2026-ABC')).toEqual([]);
    expect(splitReferences('no references here')).toEqual([{ text: 'no references here' }]);
  });
});
