/**
 * checkFile as zod rules (specification 5): apart from file-check.ts so that a form which only
 * checks a chosen file does not load zod.
 */
import { z } from 'zod';
import { checkFile, isChosenFile, type FileRuleOptions } from './file-check';

export { checkFile, type FileRuleOptions } from './file-check';

function checkedFile({ required, ...options }: FileRuleOptions & { required: boolean }) {
  return z.unknown().transform((value, ctx) => {
    const problem = checkFile(value, { ...options, required });
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return isChosenFile(value) ? value : undefined;
  });
}

/** checkFile as a zod rule for a required file. */
export function fileRule(options: Omit<FileRuleOptions, 'required'>) {
  return checkedFile({ ...options, required: true }).pipe(z.instanceof(File));
}

/** checkFile as a zod rule for an optional file: absent gives undefined. */
export function optionalFileRule(options: Omit<FileRuleOptions, 'required'>) {
  return checkedFile({ ...options, required: false });
}
