import { describe, expect, it } from 'vitest';
import { messages } from '@domain/messages';
import type { AccountOpeningResult } from '@domain/account-result';
import type { InstantAccountReply } from '~/routes/instant-account.server';
import { EMPTY_VALUES } from './instant-account-values';
import { submissionOutcome } from './submission-outcome';

const echo = (bvnRef: string): InstantAccountReply => ({
  kind: 'echo',
  echo: {
    values: EMPTY_VALUES,
    terms: true,
    bvnRef,
    lockedFields: [],
    idempotencyKey: 'key-12345678',
    errors: bvnRef ? { email: messages.errors.emailTaken } : {},
    formError: messages.errors.emailTaken,
  },
});

describe('submissionOutcome', () => {
  it('gives the opened account', () => {
    const result = { status: 'success' } as AccountOpeningResult;
    expect(submissionOutcome(201, { kind: 'result', result })).toEqual({ ok: true, result });
  });

  it("gives a refusal's field messages, and a lost BVN proof when the echo comes back without it", () => {
    expect(submissionOutcome(409, echo('ref-1'))).toEqual({
      ok: false,
      message: messages.errors.emailTaken,
      errors: { email: messages.errors.emailTaken },
      isProofLost: false,
    });
    expect(submissionOutcome(410, echo(''))).toMatchObject({ ok: false, isProofLost: true });
  });

  it("words the form's notice, and no answer as the network's problem or the server's", () => {
    const notice = { kind: 'notice', tone: 'error', message: 'Too large', backTo: '/instantaccount' } as const;
    expect(submissionOutcome(413, notice)).toMatchObject({ ok: false, message: 'Too large', errors: {} });
    expect(submissionOutcome(0, undefined)).toMatchObject({ message: messages.errors.checkNetwork });
    expect(submissionOutcome(500, undefined)).toMatchObject({ message: messages.errors.unableToSave });
  });
});
