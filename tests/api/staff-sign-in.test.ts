import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_LIMITS, staffPasswordStep } from '../../server/back-office/staff-sign-in';
import { createStaffMember } from '../../server/back-office/staff-members';
import { rateLimits, staffMembers } from '../../server/db/schema';
import { AppError } from '../../server/errors/app-error';
import { answerOf } from '../../server/http/api/api-error';
import { listOutbox } from '../../server/messaging/outbox';
import { hashPassword } from '../../server/sign-in/passwords';
import { createTestServices } from '../support/test-services';

// Issue 26.4: five wrong staff passwords from anywhere locked the member out for 15 minutes.
let services: Awaited<ReturnType<typeof createTestServices>>;
const EMAIL = 'ngozi.staff@agmortgagebank.example';
const PASSWORD = 'a long staff pass phrase';
const WRONG = 'not the pass phrase at all';

beforeAll(async () => {
  services = await createTestServices();
  const { member } = await createStaffMember({
    services,
    email: EMAIL,
    name: 'Ngozi Staff',
    roles: ['customer_service'],
  });
  await services.database.db
    .update(staffMembers)
    .set({ passwordHash: await hashPassword(PASSWORD), enrolledAt: new Date() })
    .where(eq(staffMembers.id, member.id));
});
afterAll(() => services.close());
beforeEach(async () => {
  await services.database.db.delete(rateLimits);
});

const passwordStep = (password: string, clientRef: string) =>
  staffPasswordStep({ services, input: { email: EMAIL, password }, clientRef });
/** The refusal of a password step that must be refused. */
async function refusal(password: string, clientRef: string): Promise<ReturnType<typeof answerOf>> {
  const error = await passwordStep(password, clientRef).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return answerOf(error as AppError);
}
const minutesOf = (answer: ReturnType<typeof answerOf>) => Math.ceil(Number(answer.headers['Retry-After']) / 60);
const lockNotices = async () =>
  (await listOutbox(services, { limit: 10_000 })).filter(
    (mail) => mail.to === EMAIL && mail.subject === 'Your staff sign-in was paused',
  );

describe('staff password tries', () => {
  it('stops 5 wrong passwords per member and client, saying so; the member signs in from another client and is told', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await refusal(WRONG, 'stranger')).status).toBe(401);
    const refused = await refusal(PASSWORD, 'stranger');
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      `Too many wrong passwords were typed for this e-mail address from your network. Please try again in ${minutesOf(refused)} minutes.`,
    );
    expect((await lockNotices())[0]?.text).toContain(
      'so we paused its sign-in from the network they used for up to 15 minutes',
    );

    expect(await passwordStep(PASSWORD, 'office')).toMatchObject({ token: expect.any(String), enrolled: true });
  });

  it('pauses the member everywhere after 30 wrong passwords in 15 minutes, saying so', async () => {
    const accountKey = services.keyedHash(EMAIL, 'staff-sign-in');
    for (let client = 0; client < 29; client += 1)
      await services.rateLimits.consume(STAFF_PASSWORD_LIMITS.perAccount, accountKey);
    expect((await refusal(WRONG, 'thirtieth')).status).toBe(401);
    const refused = await refusal(PASSWORD, 'office');
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      `Sign-in for this e-mail address is paused after many wrong passwords from several places. Please try again in ${minutesOf(refused)} minutes, or ask an administrator.`,
    );
    expect((await lockNotices())[0]?.text).toContain('from everywhere');
  });

  it('lets a member sign in from an office where others typed 20 wrong passwords', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const wrong = await staffPasswordStep({
        services,
        input: { email: `member.${attempt % 4}@agmortgagebank.example`, password: WRONG },
        clientRef: 'office',
      }).catch((error: AppError) => error);
      expect(answerOf(wrong as AppError).status).toBe(401);
    }
    expect(await passwordStep(PASSWORD, 'office')).toMatchObject({ token: expect.any(String) });
  });

  it('does not count right passwords', async () => {
    for (let signIn = 0; signIn < 7; signIn += 1)
      expect(await passwordStep(PASSWORD, 'office')).toMatchObject({ token: expect.any(String) });
  });
});
