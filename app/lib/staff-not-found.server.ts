import { data } from 'react-router';
import { AppError } from '@server/errors/app-error';
import { statusOf } from '@server/http/api/api-error';
import { STAFF_HEADERS } from './staff-pages';

/** A use case's 404 (an unknown or malformed id) as the page's own 404, with `message`, in the back office's frame. */
export async function orNotFound<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && statusOf(error) === 404)
      throw data(message, { status: 404, headers: STAFF_HEADERS });
    throw error;
  }
}
