import type { z } from 'zod';
import { validateForm } from '../../domain/login';
import { ApiError } from '../http/api/api-error';

/** The form's values, or a 422 ValidationError with each failing field's message (the first one first). */
export function parseForm<Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema, input: Record<string, unknown>): z.infer<Schema> {
  const result = validateForm(schema, input);
  if (result.isValid) return result.data;
  throw new ApiError(422, 'ValidationError', Object.values(result.errors)[0], result.errors);
}

/** A code check's refusal (reported on `otp`) moved onto the form's own field. */
export async function onField<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.fields?.otp) throw new ApiError(error.status, error.name, error.message, { [field]: error.fields.otp }, error.headers);
    throw error;
  }
}
