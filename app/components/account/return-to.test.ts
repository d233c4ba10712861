import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('accepts the instant account variants and the validation page', () => {
    for (const path of [
      '/instantaccount/ind/r',
      '/instantAccount',
      '/instantaccount/crp/001',
      '/instantaccount/ind/homeplay/x',
      '/bvnvalidation',
    ]) {
      expect(safeReturnTo(path)).toBe(path);
    }
  });

  it('refuses other hosts, other pages and query strings', () => {
    for (const path of [
      '//evil.example/instantaccount',
      'https://evil.example/',
      '/login',
      '/instantaccount/ind/r?x=1',
      '/instantaccount/../login',
      null,
    ]) {
      expect(safeReturnTo(path)).toBe('/bvnvalidation');
    }
  });
});
