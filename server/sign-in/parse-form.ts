import { AppError } from '../errors/app-error';

/** A code check's refusal (reported on `otp`) moved onto the form's own field. */
export async function onField<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.fields?.otp)
      throw new AppError(error.code, error.message, {
        fields: { [field]: error.fields.otp },
        retryAfterSeconds: error.retryAfterSeconds,
      });
    throw error;
  }
}
