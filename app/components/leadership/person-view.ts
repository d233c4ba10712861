import type { LeadershipPerson } from '~/content/leadership-schema';
import type { PersonSummary } from './person-card';

/** A biography as paragraphs: directors have a list, the others one text with blank-line breaks. */
export function biographyParagraphs(detail: string | string[]): string[] {
  const paragraphs = Array.isArray(detail) ? detail : detail.split('\n\n');
  return paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
}

/** What a list card shows of a person (the one-line summary only managers have). */
export function personSummary(person: LeadershipPerson): PersonSummary {
  const { profile, name, designation, photo } = person;
  return { profile, name, designation, photo, short: 'short' in person ? person.short : undefined };
}
