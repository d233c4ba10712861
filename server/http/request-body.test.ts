import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '../errors/app-error';
import { MAX_FORM_BYTES, readFormBody } from './request-body';

const TOO_LARGE =
  'Your form is too large to send: with its files it comes to more than 16 MB. Choose smaller files and send it again.';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A body sent without a length, a megabyte at a time, that counts how much of it was asked for. */
function chunkedBody(megabytes: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === megabytes) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(1024 * 1024).fill(0x61));
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://bank.test/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': FORM_TYPE, ...headers },
    duplex: 'half',
  } as RequestInit);

describe('readFormBody', () => {
  it('reads a form within the limit', async () => {
    const form = await readFormBody(post('name=Ada+Obi&subject=other'));
    expect(Object.fromEntries(form)).toEqual({ name: 'Ada Obi', subject: 'other' });
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const { stream, pulled } = chunkedBody(1);
    const refused = readFormBody(post(stream, { 'content-length': String(MAX_FORM_BYTES + 1) }));
    await expect(refused).rejects.toMatchObject({ code: AppErrorCode.PayloadTooLarge, message: TOO_LARGE });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('stops reading a body sent without a length once it passes the limit', async () => {
    const { stream, pulled } = chunkedBody(40);
    await expect(readFormBody(post(stream))).rejects.toMatchObject({ code: AppErrorCode.PayloadTooLarge });
    expect(pulled()).toBeLessThan(20);
  });
});
