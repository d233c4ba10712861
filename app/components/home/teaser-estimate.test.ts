import { describe, expect, it } from 'vitest';
import { formatKobo } from '@domain/kobo';
import { CALCULATOR_DEFAULTS } from '@domain/mortgage';
import { calculateFromFields, toFields } from '@domain/mortgage-form';
import { teaserEstimate } from './teaser-estimate';

describe('the home calculator line', () => {
  // Issue 15.8: the line kept the default home's figures while the visitor typed.
  it('follows the price and the years typed, with the figure /loan-calculator gives', () => {
    const fields = { ...toFields(CALCULATOR_DEFAULTS), price: '40,000,000', tenorYears: '15' };
    const calculation = calculateFromFields(fields);
    if (!calculation.isValid) throw new Error('the calculator refused a sound input');
    expect(calculation.schedule.levelPaymentKobo).toBe(51_533_473);
    expect(teaserEstimate(fields)).toBe(
      `A ₦40,000,000 home with 20% equity over 15 years at ${CALCULATOR_DEFAULTS.annualRatePercent}% a year costs about ${formatKobo(calculation.schedule.levelPaymentKobo)} a month.`,
    );
  });

  it('asks for a price the calculator takes instead of showing a figure for it', () => {
    for (const price of ['', 'abc', '5,000']) {
      expect(teaserEstimate({ ...toFields(CALCULATOR_DEFAULTS), price })).toBe(
        'Enter a price from ₦100,000 to ₦10,000,000,000 to see what you would pay each month.',
      );
    }
  });
});
