import { describe, expect, it, vi } from 'vitest';
import {
  alertFromResultParameter,
  postSubscription,
  readSubscribeOutcome,
  SUBSCRIBE_ENDPOINT,
  validationNoticeText,
} from './subscribe';

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('validationNoticeText', () => {
  it('keeps the last segment after commas and colons', () => {
    expect(validationNoticeText('ValidationError: email: Invalid email address')).toBe('Invalid email address');
    expect(validationNoticeText('"email" is required, Please enter a valid e-mail')).toBe(
      'Please enter a valid e-mail',
    );
    expect(validationNoticeText('Email already subscribed')).toBe('Email already subscribed');
  });

  it('gives nothing for an empty tail', () => {
    expect(validationNoticeText('email:')).toBeUndefined();
  });
});

describe('readSubscribeOutcome', () => {
  it('succeeds only on status success', () => {
    expect(readSubscribeOutcome({ status: 'success' })).toEqual({ isSuccess: true });
    expect(readSubscribeOutcome({ status: 'ok' })).toEqual({ isSuccess: false });
    expect(readSubscribeOutcome(null)).toEqual({ isSuccess: false });
    expect(readSubscribeOutcome('success')).toEqual({ isSuccess: false });
  });

  it('adds a notice for a ValidationError only', () => {
    expect(
      readSubscribeOutcome({
        status: 'error',
        error: { name: 'ValidationError', message: 'email: Invalid email address' },
      }),
    ).toEqual({
      isSuccess: false,
      notice: 'Invalid email address',
    });
    expect(
      readSubscribeOutcome({ status: 'error', error: { name: 'RateLimited', message: 'Too many requests: wait' } }),
    ).toEqual({ isSuccess: false });
  });
});

describe('postSubscription', () => {
  it('posts the address as JSON to the subscribe endpoint', async () => {
    const send = answer({ status: 'success' });
    await expect(postSubscription('ada@example.com', send)).resolves.toEqual({ isSuccess: true });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe(SUBSCRIBE_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' });
  });

  it('reads an error answer', async () => {
    const send = answer(
      { status: 'error', error: { name: 'ValidationError', message: 'email: Invalid email address' } },
      400,
    );
    await expect(postSubscription('nope', send)).resolves.toEqual({
      isSuccess: false,
      notice: 'Invalid email address',
    });
  });

  it('treats a network failure or a non-JSON answer as a failure', async () => {
    await expect(
      postSubscription(
        'ada@example.com',
        vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
      ),
    ).resolves.toEqual({ isSuccess: false });
    await expect(
      postSubscription(
        'ada@example.com',
        vi.fn<typeof fetch>(async () => new Response('<html>', { status: 502 })),
      ),
    ).resolves.toEqual({ isSuccess: false });
  });
});

describe('alertFromResultParameter', () => {
  it('maps the API redirect of a form post to the alert to show', () => {
    expect(alertFromResultParameter('success')).toBe('success');
    expect(alertFromResultParameter('failed')).toBe('failure');
    expect(alertFromResultParameter(null)).toBeNull();
    expect(alertFromResultParameter('maybe')).toBeNull();
  });
});
