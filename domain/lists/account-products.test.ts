import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PRODUCT_CODES,
  ACCOUNT_PRODUCTS,
  accountProductOptions,
  isAccountProductCode,
  isAccountProductOffered,
  preselectedAccountProduct,
} from './account-products';

describe('account products', () => {
  it('have exactly the codes of specification 9', () => {
    expect(ACCOUNT_PRODUCT_CODES).toEqual([
      '001',
      '002',
      '003',
      '004',
      '005',
      '007',
      '008',
      '009',
      '010',
      '011',
      '012',
      '013',
      '101',
      '106',
    ]);
    expect(ACCOUNT_PRODUCTS.map(({ code, name }) => `${code} ${name}`)).toEqual([
      '001 Regular Savings',
      '002 Save-4-It',
      '003 NHF Savings',
      '004 Asset Finance Savings',
      '005 Thrift Savings',
      '007 Visa Premium',
      '008 Visa Standard',
      '009 Visa Kiddies',
      '010 Lashone Visa',
      '011 Famsa Bronze',
      '012 Famsa Silver',
      '013 Famsa Gold',
      '101 Flexi',
      '106 Tom',
    ]);
  });

  it('offers every product as "{name} Account" outside the plays', () => {
    const options = accountProductOptions({ playPurpose: 'r' });
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: '001', label: 'Regular Savings Account' });
    expect(accountProductOptions({})).toEqual(options);
  });

  it('offers only Save-4-It in home play', () => {
    expect(accountProductOptions({ playPurpose: 'homeplay' })).toEqual([{ value: '002', label: 'Save-4-It Account' }]);
  });

  it('offers only 013, named Family Savings, in family play', () => {
    expect(accountProductOptions({ playPurpose: 'familyplay' })).toEqual([
      { value: '013', label: 'Family Savings Account' },
    ]);
    expect(accountProductOptions({ playPurpose: ' FamilyPlay ' })).toHaveLength(1);
  });

  it('tells whether a product is offered', () => {
    expect(isAccountProductOffered('013', { playPurpose: 'familyplay' })).toBe(true);
    expect(isAccountProductOffered('002', { playPurpose: 'familyplay' })).toBe(false);
    expect(isAccountProductOffered('106', {})).toBe(true);
    expect(isAccountProductOffered('006', {})).toBe(false);
  });

  it('recognises codes', () => {
    expect(isAccountProductCode('101')).toBe(true);
    expect(isAccountProductCode('006')).toBe(false);
  });

  it('preselects the only product of a play or the product a route names', () => {
    expect(preselectedAccountProduct('homeplay')).toBe('002');
    expect(preselectedAccountProduct('familyplay')).toBe('013');
    expect(preselectedAccountProduct('004')).toBe('004');
    expect(preselectedAccountProduct('r')).toBeUndefined();
    expect(preselectedAccountProduct(undefined)).toBeUndefined();
  });
});
