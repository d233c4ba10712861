import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, describeDevice, sessionCookie, sessionCookieName } from './sessions';

const TOKEN = 'q'.repeat(43);

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      'Opera on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
  ])('names %s as %j', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says what it knows of a partly known browser, and nothing of an unknown one', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(describeDevice('SomeBot Firefox/1.0')).toBe('Firefox');
    expect(describeDevice('curl/8.5.0')).toBe('');
    expect(describeDevice('')).toBe('');
    expect(describeDevice(undefined)).toBe('');
  });

  it('keeps nothing that identifies the device: no version, no model', () => {
    const description = describeDevice(
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
    );
    expect(description).not.toMatch(/\d|SM-S921B/);
  });
});

describe('the session cookie', () => {
  it('is sid outside production: HttpOnly, SameSite=Lax, for the whole site, not Secure, gone with the browser', () => {
    expect(sessionCookieName(false)).toBe('sid');
    expect(sessionCookie(TOKEN, false)).toBe(`sid=${TOKEN}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('is __Host-sid and Secure in production, with Path=/ and no Domain, as the prefix requires', () => {
    const cookie = sessionCookie(TOKEN, true);
    expect(sessionCookieName(true)).toBe('__Host-sid');
    expect(cookie.startsWith(`__Host-sid=${TOKEN};`)).toBe(true);
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(cookie).not.toMatch(/Domain=|Max-Age=|Expires=/i);
  });

  it('is cleared with an empty value and Max-Age=0, with the same attributes', () => {
    expect(clearedSessionCookie(false)).toBe('sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(clearedSessionCookie(true)).toBe('__Host-sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});
