/**
 * The rates and fees of /rates and of each product's page, drawn from the products' pricing as
 * published (app/content/product-content.ts, decision 092). Pages read them through `ratesTable`
 * only; the back office's preview draws a draft's with it too.
 * Relative imports: react-router.config.ts loads this file's neighbours without the path aliases.
 */
import { FEE_KINDS, RATE_KINDS, type Fee, type Rate, type RateKind } from '../../domain/content/pricing';
import type { Product } from './schemas/product';

export interface PricedProduct {
  name: string;
  path: string;
}

interface RateRow extends Omit<Rate, 'kind'> {
  product: PricedProduct;
}

export interface RateTable {
  kind: RateKind;
  rows: RateRow[];
}

export interface FeeGroup {
  product: PricedProduct;
  fees: Fee[];
}

export interface RatesTable {
  isSample: boolean;
  /** One table per kind of rate that some product has, in the order of RATE_KINDS. */
  rateTables: RateTable[];
  /** The fees of each product that has any, in catalogue order. */
  feeGroups: FeeGroup[];
}

/** Fixed deposits by term, shortest first; other rates keep the catalogue's order. */
const byTerm = (a: RateRow, b: RateRow) => (a.tenor?.count ?? 0) - (b.tenor?.count ?? 0);

/** The rates and fees of the products given (every product, or one product's page); `isSample` when they are sample figures. */
export function ratesTable(source: readonly Product[], isSample: boolean): RatesTable {
  const priced = source.flatMap((product) =>
    product.pricing
      ? [{ product: { name: product.title, path: `/products/${product.id}` }, pricing: product.pricing }]
      : [],
  );
  const rateTables = RATE_KINDS.map((kind) => {
    const rows = priced.flatMap(({ product, pricing }) =>
      pricing.rates.filter((rate) => rate.kind === kind).map(({ kind: _kind, ...rate }) => ({ product, ...rate })),
    );
    return { kind, rows: kind === 'fixed-deposit' ? rows.sort(byTerm) : rows };
  }).filter((table) => table.rows.length > 0);
  const feeGroups = priced
    .filter(({ pricing }) => pricing.fees.length > 0)
    .map(({ product, pricing }) => ({
      product,
      fees: [...pricing.fees].sort((a, b) => FEE_KINDS.indexOf(a.kind) - FEE_KINDS.indexOf(b.kind)),
    }));
  return { isSample, rateTables, feeGroups };
}
