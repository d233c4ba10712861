import { and, eq, gt, isNull } from 'drizzle-orm';
import { signInChallenges } from '../db/schema';
import { generateToken, hashToken } from '../security/tokens';
import type { Services } from '../services';
import { signInExpired } from '../errors/refusals';

export type Challenge = typeof signInChallenges.$inferSelect;
export type ChallengeKind = Challenge['kind'];

/** Long enough to ask for a second code; each code still expires after 10 minutes. */
const CHALLENGE_SECONDS = 30 * 60;

/** Begins a sign-in or password reset in this browser; answers the reference the browser carries. */
export async function createChallenge({
  services,
  kind,
  profileId,
  browserRef,
}: {
  services: Services;
  kind: ChallengeKind;
  profileId: string | null;
  browserRef: string;
}) {
  const token = generateToken();
  const [challenge] = await services.database.db
    .insert(signInChallenges)
    .values({
      tokenHash: hashToken(token),
      kind,
      profileId,
      browserRef,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    })
    .returning();
  return { challenge, token };
}

/** The live challenge of this reference, begun in this browser; a 410 otherwise (ended, expired, elsewhere). */
export async function findChallenge({
  services,
  kind,
  token,
  browserRef,
}: {
  services: Services;
  kind: ChallengeKind;
  token: unknown;
  browserRef: string;
}): Promise<Challenge> {
  if (typeof token !== 'string' || token.length > 100) throw signInExpired();
  const [challenge] = await services.database.db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.kind, kind),
        eq(signInChallenges.browserRef, browserRef),
        isNull(signInChallenges.completedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    );
  if (!challenge) throw signInExpired();
  return challenge;
}

/** Ends the challenge once; a second request with the same reference (a replay) gets the 410. */
export async function completeChallenge(services: Services, id: string): Promise<void> {
  const [done] = await services.database.db
    .update(signInChallenges)
    .set({ completedAt: new Date() })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.completedAt)))
    .returning({ id: signInChallenges.id });
  if (!done) throw signInExpired();
}
