import { describe, expect, it } from 'vitest';
import { lagosExportTime } from './lagos-time';

describe('times in exports', () => {
  it('gives Lagos time with its zone named, an hour ahead of UTC all year', () => {
    expect(lagosExportTime('2026-11-27T23:30:05.000Z')).toBe('2026-11-28 00:30:05 WAT');
    expect(lagosExportTime(new Date('2026-06-01T11:00:00Z'))).toBe('2026-06-01 12:00:00 WAT');
  });

  it('leaves a missing time empty', () => {
    expect(lagosExportTime(null)).toBe('');
  });
});
