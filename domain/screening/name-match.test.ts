import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_EFFECT,
  MATCH_THRESHOLD,
  birthDateEffect,
  jaroWinkler,
  nameSimilarity,
  nameTokens,
  screenName,
  type ListEntry,
} from './name-match';

const entry = (overrides: Partial<ListEntry>): ListEntry => ({
  source: 'un',
  reference: 'QDi.901',
  kind: 'individual',
  name: 'Babatunde Olusegun Adeyemi',
  aliases: [],
  birthDates: [],
  category: 'sanctions',
  reason: 'Sample listing',
  ...overrides,
});

describe('name matching', () => {
  it('folds case, diacritics and punctuation into tokens', () => {
    expect(nameTokens('Ọlá-ADÉṢÍNÀ  O’Brien')).toEqual(['ola', 'adesina', 'obrien']);
  });

  it('scores Jaro-Winkler as the textbook does', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });

  it('ignores the order of the names', () => {
    expect(nameSimilarity('Adeyemi Babatunde Olusegun', 'Babatunde Olusegun Adeyemi')).toBe(1);
  });

  it('ignores case and diacritics', () => {
    expect(nameSimilarity('BABÁTÚNDÉ ỌLỤṢẸGUN ADÉYẸMÍ', 'babatunde olusegun adeyemi')).toBe(1);
  });

  it('tolerates a one-letter difference', () => {
    expect(nameSimilarity('Babatunde Olusegun Adeyemmi', 'Babatunde Olusegun Adeyemi')).toBeGreaterThan(
      MATCH_THRESHOLD,
    );
    expect(nameSimilarity('Babatunde Olusgun Adeyemi', 'Babatunde Olusegun Adeyemi')).toBeGreaterThan(MATCH_THRESHOLD);
  });

  it('tolerates a missing middle name, at a small cost', () => {
    const score = nameSimilarity('Babatunde Adeyemi', 'Babatunde Olusegun Adeyemi');
    expect(score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score).toBeLessThan(1);
  });

  it('does not match on a common first name alone', () => {
    expect(nameSimilarity('Mohammed', 'Mohammed Yusuf Abubakar')).toBeLessThan(MATCH_THRESHOLD);
    expect(nameSimilarity('Mohammed Bello', 'Mohammed Yusuf Abubakar')).toBeLessThan(MATCH_THRESHOLD);
    expect(
      screenName({ name: 'Mohammed Bello', kind: 'individual' }, [entry({ name: 'Mohammed Yusuf Abubakar' })]),
    ).toEqual([]);
  });

  it('does not match on two shared names of three', () => {
    expect(nameSimilarity('Babatunde Adebayo Olusegun', 'Babatunde Olusegun Adeyemi')).toBeLessThan(MATCH_THRESHOLD);
  });

  it('does not match different people', () => {
    expect(nameSimilarity('Adaeze Ngozi Okonkwo', 'Babatunde Olusegun Adeyemi')).toBeLessThan(0.6);
  });
});

describe('date of birth', () => {
  it('raises the score on the same date or year, lowers it on another, leaves it when unknown', () => {
    expect(birthDateEffect('1970-05-01', ['1970-05-01'])).toBe(BIRTH_DATE_EFFECT.sameDate);
    expect(birthDateEffect('1970-05-01', ['1970'])).toBe(BIRTH_DATE_EFFECT.sameYear);
    expect(birthDateEffect('1970-05-01', ['1982-01-01', '1983'])).toBe(BIRTH_DATE_EFFECT.different);
    expect(birthDateEffect('', ['1970'])).toBe(0);
    expect(birthDateEffect('1970-05-01', [])).toBe(0);
  });

  it('turns a close name into a hit when the date agrees, and a hit into none when it does not', () => {
    const listed = entry({ name: 'Babatunde Olusegun Adeyemi Kolawole Ogunleye', birthDates: ['1970-05-01'] });
    const typed = 'Babatunde Adeyemi';
    const without = screenName({ name: typed, kind: 'individual' }, [entry({ name: listed.name })]);
    const agreeing = screenName({ name: typed, birthDate: '1970-05-01', kind: 'individual' }, [listed]);
    expect(without).toEqual([]);
    expect(agreeing).toHaveLength(1);
    const exact = { name: 'Babatunde Olusegun Adeyemi Kolawole Ogunleye', kind: 'individual' } as const;
    expect(screenName(exact, [listed])[0]?.score).toBe(1);
    expect(screenName({ ...exact, birthDate: '1990-01-01' }, [listed])).toEqual([]);
  });
});

describe('screening a name against entries', () => {
  it('reports each hit with its score, source, reference, category and the alias that matched', () => {
    const hits = screenName({ name: 'Chief Musa Danladi', kind: 'individual' }, [
      entry({ name: 'Ibrahim Danladi Musa', aliases: ['Musa Danladi Chief'], reference: 'QDi.902' }),
      entry({ source: 'watch-list', reference: 'WL-3', name: 'Ngozi Eze', category: 'pep' }),
    ]);
    expect(hits).toEqual([
      {
        source: 'un',
        reference: 'QDi.902',
        category: 'sanctions',
        listedName: 'Musa Danladi Chief',
        score: 1,
        reason: 'Sample listing',
      },
    ]);
  });

  it('matches individuals to individuals and companies to entities only', () => {
    const company = entry({ kind: 'entity', name: 'Adeyemi Holdings Limited' });
    expect(screenName({ name: 'Adeyemi Holdings Limited', kind: 'individual' }, [company])).toEqual([]);
    expect(screenName({ name: 'ADEYEMI HOLDINGS LTD LIMITED', kind: 'entity' }, [company])).toHaveLength(1);
  });

  it('orders hits best first', () => {
    const hits = screenName({ name: 'Babatunde Olusegun Adeyemi', kind: 'individual' }, [
      entry({ reference: 'A', name: 'Babatunde Adeyemi' }),
      entry({ reference: 'B', name: 'Babatunde Olusegun Adeyemi' }),
    ]);
    expect(hits.map((hit) => hit.reference)).toEqual(['B', 'A']);
  });
});
