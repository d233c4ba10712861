import { describe, expect, it } from 'vitest';
import { maskIdentityNumbers } from './identity-numbers';

describe('maskIdentityNumbers', () => {
  // Issue 15.3: 'My BVN is 22222222222' reached staff as typed.
  it.each([
    ['My BVN is 22222222222', 'My BVN is *******2222'],
    ['NIN: 70123456789.', 'NIN: *******6789.'],
    ['account 0123456789, please', 'account ******6789, please'],
    ['BVN 222 2222 2222 and account 0123-456-789', 'BVN *******2222 and account ******6789'],
  ])('masks %j', (input, expected) => {
    expect(maskIdentityNumbers(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'Call me on 08031234567 or 0803 123 4567',
    'I paid ₦2,500,000 on 12/03/2024',
    'The reference 123456789 has nine digits and +2348031234567 is a phone',
    'A card 5399831234567890123 is not one of these',
  ])('leaves %j as it is', (input) => {
    expect(maskIdentityNumbers(input)).toEqual({ text: input, masked: false });
  });
});
