import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPart, deflatedPartInPool, gzipParts, storedPart } from './gzip-parts';

const text = (value: string) => Buffer.from(value);

describe('gzipParts', () => {
  it('is one gzip stream of the parts in order, compressed apart or stored, checksum and length included', () => {
    const shared = deflatedPart(text('<style>body{color:#0b5d3b}</style>'.repeat(200)), 9);
    const parts = [deflatedPart(text('<html><head>₦ ')), storedPart(text('nonce-abc')), shared, deflatedPart(text('<main>search</main>')), shared];
    const gzipped = gzipParts(parts);
    // gunzipSync checks the CRC-32 and the length of the trailer.
    expect(gunzipSync(gzipped).equals(Buffer.concat(parts.map(({ bytes }) => bytes)))).toBe(true);
    expect(gzipped.length).toBeLessThan(Buffer.concat(parts.map(({ bytes }) => bytes)).length / 5);
  });

  it('takes a part compressed in the thread pool as one compressed at once', async () => {
    const stylesheet = text('<style>main{padding:1rem}</style>'.repeat(100));
    const inPool = await deflatedPartInPool(stylesheet, 9);
    expect(inPool.deflated.equals(deflatedPart(stylesheet, 9).deflated)).toBe(true);
    expect(gunzipSync(gzipParts([inPool, inPool])).toString()).toBe(stylesheet.toString().repeat(2));
  });

  it('handles no parts, empty parts, and stored parts longer than one stored block', () => {
    expect(gunzipSync(gzipParts([])).length).toBe(0);
    const long = randomBytes(200_000);
    const parts = [storedPart(Buffer.alloc(0)), deflatedPart(Buffer.alloc(0)), storedPart(long), deflatedPart(long)];
    expect(gunzipSync(gzipParts(parts)).equals(Buffer.concat([long, long]))).toBe(true);
  });
});
