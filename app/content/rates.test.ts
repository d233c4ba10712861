import { describe, expect, it } from 'vitest';
import { MORTGAGE_PRODUCTS } from '@domain/mortgage-products';
import { NHF_TERMS } from '@domain/mortgage';
import { productById, products } from './products';
import { ratesTable } from './rates';
import { FEE_KINDS } from '../../domain/content/pricing';

const rowsOf = (kind: string) => ratesTable(products, true).rateTables.find((table) => table.kind === kind)?.rows ?? [];
const rateOf = (kind: string, name: string) => rowsOf(kind).find((row) => row.product.name === name);

describe('ratesTable', () => {
  it('is marked as sample figures while they are', () => {
    expect(ratesTable(products, true).isSample).toBe(true);
    expect(ratesTable(products, false).isSample).toBe(false);
  });

  it('has a table of savings, fixed-deposit, investment and mortgage rates, in that order', () => {
    expect(ratesTable(products, true).rateTables.map((table) => table.kind)).toEqual([
      'savings',
      'fixed-deposit',
      'investment',
      'mortgage',
    ]);
  });

  it('lists fixed deposits by term, 30 to 365 days, each rate above the shorter term’s', () => {
    const rows = rowsOf('fixed-deposit');
    expect(rows.map((row) => row.tenor)).toEqual([30, 60, 90, 180, 365].map((count) => ({ unit: 'days', count })));
    const rates = rows.map((row) => row.annualRatePercent);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(new Set(rates).size).toBe(rates.length);
  });

  it('shows each mortgage at the rate and longest tenor the calculator and the application apply', () => {
    for (const row of rowsOf('mortgage')) {
      const applied = MORTGAGE_PRODUCTS.find((product) => product.productPath === row.product.path);
      expect(applied, row.product.name).toBeDefined();
      expect(row.annualRatePercent).toBe(applied!.annualRatePercent);
      expect(row.tenor).toEqual({ unit: 'years', count: applied!.maxTenorYears, isMaximum: true });
    }
    expect(rateOf('mortgage', 'National Housing Fund (NHF) Mortgage')).toMatchObject({
      annualRatePercent: NHF_TERMS.annualRatePercent,
      tenor: { count: 30 },
    });
  });

  it('keeps the catalogue’s promises: Save-4-It 3% and Mortgage Focus Deposits 2% above savings, Famsa at least 5%', () => {
    const regular = rateOf('savings', 'Regular Savings Account')!.annualRatePercent;
    expect(rateOf('savings', 'Save-4-It Savings Account')!.annualRatePercent).toBe(regular + 3);
    expect(rateOf('savings', 'Mortgage Focus Deposits')!.annualRatePercent).toBe(regular + 2);
    expect(rateOf('savings', 'Famsa Family Savings')).toMatchObject({ annualRatePercent: 5, isMinimum: true });
  });

  it('dates every rate and fee with a real day no later than the build', () => {
    const { rateTables, feeGroups } = ratesTable(products, true);
    const dates = [
      ...rateTables.flatMap((table) => table.rows.map((row) => row.effectiveFrom)),
      ...feeGroups.flatMap((group) => group.fees.map((fee) => fee.effectiveFrom)),
    ];
    expect(dates.length).toBeGreaterThan(20);
    for (const date of dates) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      expect(date <= new Date().toISOString().slice(0, 10)).toBe(true);
    }
  });

  it('shows every kind of fee, each product’s fees in one order', () => {
    const { feeGroups } = ratesTable(products, true);
    const kinds = new Set(feeGroups.flatMap((group) => group.fees.map((fee) => fee.kind)));
    expect([...kinds].sort()).toEqual([...FEE_KINDS].sort());
    for (const group of feeGroups) {
      const order = group.fees.map((fee) => FEE_KINDS.indexOf(fee.kind));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('gives one product’s rates and fees for its page, and nothing for a product without', () => {
    const nhf = ratesTable([productById(5)!], true);
    expect(nhf.rateTables.map((table) => table.kind)).toEqual(['mortgage']);
    expect(nhf.feeGroups.map((group) => group.product.path)).toEqual(['/products/5']);
    const unpriced = products.filter((product) => !product.pricing);
    expect(ratesTable(unpriced, false)).toMatchObject({ rateTables: [], feeGroups: [] });
  });

  it('marks the deposit products, and only those, as insured by the NDIC', () => {
    const insured = products.filter((product) => product.isDepositInsured).map((product) => product.id);
    expect(insured).toEqual([1, 2, 3, 4, 8, 11, 12]);
    for (const product of products.filter((each) => each.bucket === 'savings'))
      expect(product.isDepositInsured, product.name).toBe(true);
  });
});
