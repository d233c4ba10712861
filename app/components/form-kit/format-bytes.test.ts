import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses the unit that reads best', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(48_200)).toBe('48 KB');
    expect(formatBytes(1_940_000)).toBe('1.9 MB');
    expect(formatBytes(2_000_001)).toBe('2.0 MB');
  });
});
