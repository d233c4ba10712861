import { describe, expect, it } from 'vitest';
import { TITLES, isTitleOfOtherGender } from './titles';

it('starts with the eight titles the specification names, in its order', () => {
  expect(TITLES.slice(0, 8)).toEqual(['Alfa', 'Alhaji', 'Mr', 'Mrs', 'Chief', 'Doctor', 'Professor', 'Pastor']);
});

it('has about 45 more, none repeated', () => {
  expect(TITLES).toHaveLength(53);
  expect(new Set(TITLES).size).toBe(TITLES.length);
});

describe('a title of the other gender than the BVN record (issue 27.19)', () => {
  it("is 'Mr' for a woman or 'Mrs' for a man", () => {
    expect(isTitleOfOtherGender('Mr', 'Female')).toBe(true);
    expect(isTitleOfOtherGender('Mrs', 'Male')).toBe(true);
    expect(isTitleOfOtherGender('Alhaja', 'Male')).toBe(true);
  });

  it('is never a title that suits either, nor one of the same gender, nor with no gender known', () => {
    expect(isTitleOfOtherGender('Chief', 'Female')).toBe(false);
    expect(isTitleOfOtherGender('Doctor', 'Male')).toBe(false);
    expect(isTitleOfOtherGender('Mrs', 'Female')).toBe(false);
    expect(isTitleOfOtherGender('Mr', '')).toBe(false);
  });
});
