import { describe, expect, it } from 'vitest';
import { wholeBody } from './whole-body.server';

describe('wholeBody', () => {
  it('hands over everything written, strings and bytes, as one buffer when the stream ends', async () => {
    const body = await new Promise<Buffer>((resolve) => {
      const destination = wholeBody(resolve);
      for (const chunk of ['<html>', new TextEncoder().encode('<head>₦'), '</head></html>']) destination.write(chunk);
      destination.end();
    });
    expect(body.toString()).toBe('<html><head>₦</head></html>');
  });
});
