import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateOtp } from './tokens';
import { OTP_LENGTH, OTP_PATTERN } from '../../domain/constants';
import { LoginCodeSchema } from '../../domain/login';
import { bvnConsentTexts } from '../../domain/messages/bvn-consent';
import { signInTexts } from '../../domain/messages/sign-in';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE_FOLDERS = ['app', 'domain', 'server', 'scripts'];
/** A code's length written out instead of taken from OTP_LENGTH or AUTHENTICATOR_CODE_LENGTH. */
const HARD_CODED_LENGTH = [
  /\\d\{6\}/,
  /\[0-9\]\{6\}/,
  /maxLength[=:]\s*\{?\s*6\b/i,
  /maxlength="6"/i,
  /\b6[- ][Dd]igit/,
  /padStart\(6\b/,
];
/** Six digits that are not a one-time code: the CBN's NUBAN institution code. */
const OTHER_SIX_DIGITS = ['server/config.ts', 'server/core-banking/nuban.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules') && !path.includes('+types'));
}

describe('the one-time code length comes from OTP_LENGTH alone', () => {
  it('draws, checks and words codes of OTP_LENGTH digits', () => {
    const code = generateOtp();
    expect(code).toMatch(OTP_PATTERN);
    expect(code).toHaveLength(OTP_LENGTH);
    expect(LoginCodeSchema.safeParse({ otp: '1'.repeat(OTP_LENGTH) }).success).toBe(true);
    expect(LoginCodeSchema.safeParse({ otp: '1'.repeat(OTP_LENGTH + 1) }).success).toBe(false);
    expect(signInTexts.codeHint).toContain(`${OTP_LENGTH} digits`);
    expect(bvnConsentTexts.codeFormat).toContain(`${OTP_LENGTH} digits`);
  });

  it('has no code length written out in the source', () => {
    const offenders = SOURCE_FOLDERS.flatMap(sourceFiles)
      .filter((path) => !OTHER_SIX_DIGITS.includes(path))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            HARD_CODED_LENGTH.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
