import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';
import { formatCount, formatPostDate, plural } from './format';

describe('article formatting', () => {
  it('writes dates the Nigerian way, day month year', () => {
    expect(formatPostDate('2022-01-25')).toBe('25 January 2022');
    expect(formatPostDate('2023-08-08')).toBe('8 August 2023');
  });

  it('groups thousands and chooses singular or plural', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(plural(1, 'comment')).toBe('1 comment');
    expect(plural(33, 'comment')).toBe('33 comments');
  });

  it('draws initials from the first and last names, ignoring a title', () => {
    expect(initialsOf('Chinedu Okafor')).toBe('CO');
    expect(initialsOf('Dr. Funmi Ogunleye')).toBe('FO');
    expect(initialsOf('Mortgage Advisory Desk')).toBe('MD');
  });
});
