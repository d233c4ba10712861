import { describe, expect, it } from 'vitest';
import { canonicalReference, canonicalSecret, generateReportReference, generateReportSecret } from './readable-codes';

describe('report references and secrets', () => {
  it('makes references like WB-7K3Q-9XPM without I, L, O or U', () => {
    const references = Array.from({ length: 200 }, generateReportReference);
    for (const reference of references) expect(reference).toMatch(/^WB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(references).size).toBe(200);
  });

  it('makes secrets of 28 symbols of 32 (140 bits), in groups of four', () => {
    const secret = generateReportSecret();
    expect(secret).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(Array.from({ length: 100 }, generateReportSecret)).size).toBe(100);
  });

  it('reads a reference however it is typed, and refuses what cannot be one', () => {
    expect(canonicalReference('wb-7k3q-9xpm')).toBe('WB-7K3Q-9XPM');
    expect(canonicalReference(' WB 7K3Q 9XPM ')).toBe('WB-7K3Q-9XPM');
    expect(canonicalReference('7k3q9xpm')).toBe('WB-7K3Q-9XPM');
    expect(canonicalReference('WB-OK3Q-9XPL')).toBe('WB-0K3Q-9XP1');
    expect(canonicalReference('WB-7K3Q')).toBeNull();
    expect(canonicalReference('WB-7K3Q-9XPU')).toBeNull();
  });

  it('reads a secret without regard to case, spaces or hyphens', () => {
    expect(canonicalSecret('ab12-cd34 ef56')).toBe('AB12CD34EF56');
    expect(canonicalSecret('o0-il')).toBe('0011');
  });
});
