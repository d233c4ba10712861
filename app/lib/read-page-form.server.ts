import { data } from 'react-router';
import { statusOf } from '@server/http/api/api-error';
import { UnreadableRequestError, readFormBody } from '@server/http/request-body';

/**
 * A page action's form: a body cut short, of another type or with control characters answers its
 * 4xx with the reason (shown by the error boundary), never a 500.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  try {
    return await readFormBody(request);
  } catch (error) {
    if (error instanceof UnreadableRequestError)
      throw data(error.message, { status: statusOf(error), statusText: error.name });
    throw error;
  }
}
