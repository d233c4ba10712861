import { describe, expect, it } from 'vitest';
import { networkLabel } from './network';

describe('networkLabel', () => {
  it('shows the kept part of an IPv4 network and an x for the rest', () => {
    expect(networkLabel('102.89.34.0/24')).toBe('102.89.34.x');
  });

  it('shows the kept part of an IPv6 network and an ellipsis for the rest', () => {
    expect(networkLabel('2c0f:f4c0:1a2b::/48')).toBe('2c0f:f4c0:1a2b:…');
    expect(networkLabel('2001:db8::/48')).toBe('2001:db8:…');
  });

  it('says nothing when the network is not known', () => {
    expect(networkLabel(null)).toBe('');
    expect(networkLabel(undefined)).toBe('');
    expect(networkLabel('')).toBe('');
  });
});
