import { AppError } from '../errors/app-error';
import type { Journey, Metrics } from './metrics';

/** Runs a journey's final submission and counts its outcome: accepted, refused (a 4xx answer) or failed. */
export async function countSubmission<T>(metrics: Metrics, journey: Journey, submit: () => Promise<T>): Promise<T> {
  try {
    const result = await submit();
    metrics.submissions.inc({ journey, outcome: 'accepted' });
    return result;
  } catch (error) {
    metrics.submissions.inc({ journey, outcome: error instanceof AppError && !error.isOutage ? 'refused' : 'failed' });
    throw error;
  }
}
