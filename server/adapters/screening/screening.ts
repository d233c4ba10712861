import type { ListEntry, ScreeningHit } from '../../../domain/screening/name-match';

/** Who is screened: a person (with their date of birth when known) or a company. */
export interface ScreeningSubject {
  name: string;
  /** yyyy-mm-dd, or '' when unknown. */
  birthDate: string;
  kind: ListEntry['kind'];
}

/** The lists could not be read or the provider did not answer: nothing is concluded about the person. */
export class ScreeningUnavailableError extends Error {
  override name = 'ScreeningUnavailableError';

  // In development the server and the app each load their own copy of this module.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'ScreeningUnavailableError';
  }
}

/** Sanctions and politically exposed persons screening (decision 089). */
export interface Screening {
  readonly name: 'local' | 'http';
  /** The hits at or above the matching threshold, best first; [] when none. */
  screen(subject: ScreeningSubject): Promise<ScreeningHit[]>;
}
