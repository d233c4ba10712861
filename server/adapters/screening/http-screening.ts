import { z } from 'zod';
import type { ScreeningHit } from '../../../domain/screening/name-match';
import { fetchWithRequestContext } from '../../observability/request-id';
import { ScreeningUnavailableError, type Screening } from './screening';

const AnswerSchema = z.object({
  hits: z.array(
    z.object({
      source: z.string().min(1),
      reference: z.string().default(''),
      category: z.enum(['sanctions', 'pep', 'watch']),
      listedName: z.string().min(1),
      score: z.number().min(0).max(1),
      reason: z.string().default(''),
    }),
  ),
});

/**
 * A screening provider over HTTP, with a small JSON contract:
 *   POST {SCREENING_URL}/screenings
 *   Authorization: Bearer {SCREENING_API_KEY}
 *   { name, birthDate ('' when unknown), kind: 'individual' | 'entity' }
 * answers 200 { hits: [{ source, reference, category: sanctions|pep|watch, listedName, score 0..1, reason }] }.
 * Anything else, a time-out included, is "unavailable": never "no hit".
 */
export function createHttpScreening({
  url,
  apiKey,
  timeoutMs,
  fetch: send = fetchWithRequestContext,
}: {
  url: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): Screening {
  const endpoint = `${url.replace(/\/+$/, '')}/screenings`;
  return {
    name: 'http',
    async screen(subject): Promise<ScreeningHit[]> {
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ name: subject.name, birthDate: subject.birthDate, kind: subject.kind }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new ScreeningUnavailableError('The screening provider did not answer');
      }
      if (response.status !== 200)
        throw new ScreeningUnavailableError(`The screening provider answered ${response.status}`);
      const parsed = AnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new ScreeningUnavailableError('The screening provider sent an answer it did not describe');
      return parsed.data.hits
        .map((hit) => ({ ...hit, score: Math.round(hit.score * 100) / 100 }))
        .sort((a, b) => b.score - a.score);
    },
  };
}
