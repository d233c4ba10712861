import { describe, expect, it } from 'vitest';
import { isLgaOf, isNigerianState, lgasOf, lookupState, NIGERIAN_STATES, senatorialDistrictsOf } from './geography';

describe('Nigerian geography', () => {
  it('has 36 states and the Federal Capital Territory, spelled as the source', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory');
    expect(NIGERIAN_STATES).toContain('Nassarawa');
    expect([...NIGERIAN_STATES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(NIGERIAN_STATES);
  });

  it('gives the FCT one senatorial district and every state three', () => {
    expect(senatorialDistrictsOf('Federal Capital Territory')).toEqual(['Federal Capital Territory']);
    for (const state of NIGERIAN_STATES.filter((name) => name !== 'Federal Capital Territory')) {
      expect(senatorialDistrictsOf(state)).toHaveLength(3);
    }
  });

  it('looks states up ignoring case and surrounding spaces', () => {
    expect(lookupState('  lagos ').state).toBe('Lagos');
    expect(lgasOf('OYO')).toContain('Ibadan-North-East');
  });

  it.each(['fct', 'F.C.T', ' Abuja ', 'f c t'])('reads %s as the Federal Capital Territory', (alias) => {
    expect(lookupState(alias).state).toBe('Federal Capital Territory');
    expect(lgasOf(alias)).toContain('Abuja Municipal');
  });

  it.each([undefined, null, '', '   '])('refuses a missing state (%s) with "Invalid Nigeria State"', (state) => {
    expect(() => lgasOf(state)).toThrow(new Error('Invalid Nigeria State'));
  });

  it('refuses an unknown state with a clear error', () => {
    expect(() => lookupState('Wakanda')).toThrow(new Error('Unknown Nigeria State: Wakanda'));
  });

  it('lists every LGA of a state once', () => {
    const edo = lgasOf('Edo');
    expect(new Set(edo).size).toBe(edo.length);
    expect(edo).toContain('Esan-North-East');
    expect(lgasOf('Lagos')).toHaveLength(21);
  });

  it('answers membership questions without throwing', () => {
    expect(isNigerianState('kano')).toBe(true);
    expect(isNigerianState('Wakanda')).toBe(false);
    expect(isNigerianState('')).toBe(false);
    expect(isNigerianState(undefined)).toBe(false);
    expect(isLgaOf('Lagos', 'Ikeja')).toBe(true);
    expect(isLgaOf('Lagos', 'Kuje')).toBe(false);
    expect(isLgaOf('fct', 'Kuje')).toBe(true);
    expect(isLgaOf('', 'Kuje')).toBe(false);
  });
});
