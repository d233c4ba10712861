import { describe, expect, it } from 'vitest';
import { scriptSafeJson as serializeJsonLd } from './script-safe-json';

describe('JSON-LD', () => {
  it('escapes characters that could end the script element or start markup', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert("x")</script> & more' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert("x")</script> & more' });
  });
});
