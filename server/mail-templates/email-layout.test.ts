import { describe, expect, it } from 'vitest';
import { bank } from '../../domain/bank';
import { renderEmail } from './email-layout';

describe('renderEmail', () => {
  const email = renderEmail({
    subject: 'Hello <you>',
    heading: 'A heading & more',
    blocks: [
      { kind: 'paragraph', text: 'Line one\nline <b>two</b>' },
      { kind: 'action', label: 'Open', url: 'https://bank.test/x?a=1&b="2"' },
      { kind: 'details', rows: [{ label: 'Name', value: '<script>alert(1)</script>' }] },
    ],
  });

  it('says the same in text and HTML, with the bank name and footer', () => {
    expect(email.subject).toBe('Hello <you>');
    for (const part of [email.text, email.html]) {
      expect(part).toContain(bank.name);
      expect(part).toContain('Licensed by the Central Bank of Nigeria');
    }
    expect(email.text).toContain('Line one\nline <b>two</b>');
    expect(email.text).toContain('Open: https://bank.test/x?a=1&b="2"');
    expect(email.text).toContain('Name:\n<script>alert(1)</script>');
  });

  it('escapes everything it is given in the HTML part', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>two');
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(email.html).toContain('href="https://bank.test/x?a=1&#38;b=&#34;2&#34;"');
    expect(email.html).toContain('<title>Hello &#60;you&#62;</title>');
    expect(email.html).toContain('Line one<br>line');
  });

  it('loads nothing from outside (no images, no remote styles)', () => {
    expect(email.html).not.toMatch(/<img|<link|url\(/i);
  });
});
