import { describe, expect, it } from 'vitest';
import { headerActionsFor } from './header-actions';

const labels = (path: string) => headerActionsFor(path).map((action) => `${action.label} -> ${action.to}`);

describe('headerActionsFor', () => {
  it('offers Open Account to /accountopening on most pages', () => {
    for (const path of ['/', '/about', '/products/1', '/contact/', '/bigfamilydream/extra', '/newaccount/ind/r']) {
      expect(labels(path)).toEqual(['Open Account -> /accountopening']);
    }
  });

  it('offers the personal and the corporate account on /accountopening', () => {
    const pair = ['Open Personal Account -> /instantaccount/ind/r', 'Open Corporate Account -> /instantaccount/crp/r'];
    expect(labels('/accountopening')).toEqual(pair);
    expect(labels('/AccountOpening/')).toEqual(pair);
  });

  it('offers nothing on /bigfamilydream and under /instantaccount, whatever the case', () => {
    for (const path of [
      '/bigfamilydream',
      '/BigFamilyDream/',
      '/instantaccount',
      '/instantAccount',
      '/INSTANTACCOUNT/ind/r',
      '/instantaccount/crp/r',
      '/instantaccountx',
    ]) {
      expect(labels(path)).toEqual([]);
    }
  });
});
