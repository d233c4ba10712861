import { describe, expect, it } from 'vitest';
import { kindChangesPage } from './kinds';

describe('the pages a publish changes', () => {
  it('are the kind’s addresses and all under a path ending in /, the home page alone (decision 101)', () => {
    expect(kindChangesPage('post', '/')).toBe(true);
    expect(kindChangesPage('post', '/blog-single/buying-land-safely')).toBe(true);
    expect(kindChangesPage('post', '/faq')).toBe(false);
    expect(kindChangesPage('faq', '/')).toBe(false);
    expect(kindChangesPage('branch', '/bvnphonehelp')).toBe(false);
  });
});
