import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { AUTHENTICATOR_CODE_LENGTH, AUTHENTICATOR_CODE_PATTERN } from '../../domain/constants';
import { staffMembers } from '../db/schema';
import type { Services } from '../services';
import type { StaffMember } from './staff-members';

export const TOTP_SEAL_CONTEXT = 'staff_members.totp_secret';
const ISSUER = 'AG Mortgage Bank staff';
const PERIOD = 30;

function totpOf(member: Pick<StaffMember, 'email'>, secretBase32: string) {
  // SHA-1, AUTHENTICATOR_CODE_LENGTH digits, 30 s: what every usual authenticator app reads from a QR code.
  return new TOTP({
    issuer: ISSUER,
    label: member.email,
    algorithm: 'SHA1',
    digits: AUTHENTICATOR_CODE_LENGTH,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The member's secret, made and sealed the first time it is asked for, until the member has enrolled. */
export async function enrolmentSecret(
  services: Services,
  member: StaffMember,
): Promise<{ uri: string; qrSvg: string; secret: string }> {
  let sealed = member.totpSecretSealed;
  if (!sealed) {
    // Two pages opened at once keep one secret: only the first write lands.
    const made = services.cipher.encrypt(new Secret({ size: 20 }).base32, TOTP_SEAL_CONTEXT);
    await services.database.db
      .update(staffMembers)
      .set({ totpSecretSealed: made })
      .where(
        and(eq(staffMembers.id, member.id), isNull(staffMembers.enrolledAt), isNull(staffMembers.totpSecretSealed)),
      );
    const [stored] = await services.database.db
      .select({ sealed: staffMembers.totpSecretSealed })
      .from(staffMembers)
      .where(eq(staffMembers.id, member.id));
    sealed = stored?.sealed ?? made;
  }
  const secret = services.cipher.decrypt(sealed, TOTP_SEAL_CONTEXT);
  const uri = totpOf(member, secret).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { uri, qrSvg, secret };
}

/**
 * Whether `code` is the member's current code (or the one just before or after, for clocks that
 * drift). A code accepted once is never accepted again: its time step is kept.
 */
export async function checkTotp(services: Services, member: StaffMember, code: string): Promise<boolean> {
  if (!member.totpSecretSealed || !AUTHENTICATOR_CODE_PATTERN.test(code)) return false;
  const secret = services.cipher.decrypt(member.totpSecretSealed, TOTP_SEAL_CONTEXT);
  const delta = totpOf(member, secret).validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  const accepted = await services.database.db
    .update(staffMembers)
    .set({ lastTotpStep: step })
    .where(
      and(eq(staffMembers.id, member.id), or(isNull(staffMembers.lastTotpStep), lt(staffMembers.lastTotpStep, step))),
    )
    .returning({ id: staffMembers.id });
  return accepted.length > 0;
}
