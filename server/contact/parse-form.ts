import type { z } from 'zod';
import { firstFieldErrors } from '../../domain/forms/website-field-errors';
import { messages } from '../../domain/messages';
import { ApiError } from '../http/api/api-error';

/** Checks a form against its schema; a failure is the API's 422 ValidationError with every failing field. */
export function parseFormOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = firstFieldErrors(parsed.error);
  throw new ApiError(422, 'ValidationError', Object.values(fields)[0] ?? messages.errors.unableToSave, fields);
}
