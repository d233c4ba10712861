import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsentCookie } from './cookie-consent';

describe('hasConsentCookie', () => {
  it('finds a cookie named mregistered among others, whatever its value', () => {
    expect(hasConsentCookie('mregistered=true')).toBe(true);
    expect(hasConsentCookie('theme=light; mregistered=false; x=1')).toBe(true);
    expect(hasConsentCookie('a=1;mregistered=')).toBe(true);
  });

  it('does not take a similar name or a value for it', () => {
    expect(hasConsentCookie('')).toBe(false);
    expect(hasConsentCookie('notmregistered=true')).toBe(false);
    expect(hasConsentCookie('mregistered2=true')).toBe(false);
    expect(hasConsentCookie('last=mregistered')).toBe(false);
  });
});

describe('consentCookie', () => {
  it('stores mregistered=true at path / for a year, same-site', () => {
    expect(consentCookie({ isSecure: false })).toBe('mregistered=true; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is Secure on https', () => {
    expect(consentCookie({ isSecure: true })).toMatch(/; Secure$/);
  });
});
