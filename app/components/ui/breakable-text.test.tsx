import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreakableText, CODE_BREAKS, EMAIL_BREAKS } from './breakable-text';

// Issue 15.10: long addresses and the whistle-blower secret broke mid-token on phones.
describe('BreakableText', () => {
  it('lets an e-mail address wrap only before its @ and its dots', () => {
    expect(renderToStaticMarkup(<BreakableText text="customercare@agmortgagebank.com" breaks={EMAIL_BREAKS} />)).toBe(
      'customercare<wbr/>@agmortgagebank<wbr/>.com',
    );
  });

  it('lets a grouped secret wrap only after its hyphens, never inside a group', () => {
    expect(renderToStaticMarkup(<BreakableText text="7K3Q-9XPM-2DRT" breaks={CODE_BREAKS} />)).toBe(
      '7K3Q-<wbr/>9XPM-<wbr/>2DRT',
    );
  });
});
