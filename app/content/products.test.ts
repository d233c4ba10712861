import { PRODUCT_SEED, PRODUCT_SEED_NAMES } from '@domain/content/product-seed';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BEST_SELLING_PRODUCT_IDS,
  PRODUCT_CATEGORIES,
  STANDARD_REQUIREMENTS,
  productById,
  products,
  productsInCategory,
} from './products';
import { prerenderedPagePaths } from './prerender';
import { sitemapPaths } from './sitemap-paths';
import { ProductCatalogueSchema } from './schemas/product';

/** The catalogue of specification 9: name, code (or none) and bucket. */
const SECTION_9 = [
  ['ASSETBIN', '004', 'investment'],
  ['FLEXI', '101', 'savings'],
  ['LEAP INTO MORTGAGE', undefined, 'mortgage'],
  ['NHF', '003', 'mortgage'],
  ['SAVE-4-IT', '002', 'savings'],
  ['FAMSA', '013', 'savings'],
  ['VISA', '007', 'savings'],
  ['ACADA', undefined, 'mortgage'],
  ['TENANT OWNERSHIP MORTGAGE', '106', 'mortgage'],
  ['REGULAR SAVINGS', '001', 'savings'],
  ['MORTGAGE FOCUS DEPOSITS', undefined, 'mortgage'],
  ['AG-SPRINT', undefined, 'sme_investment'],
  ['KIDDIES ACCOUNT', undefined, 'savings'],
] as const;

describe('product catalogue', () => {
  it('holds the thirteen products of section 9 with ids 1 to 13', () => {
    expect(products.map((product) => product.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(products.map((product) => product.name.toUpperCase()).sort()).toEqual(
      SECTION_9.map(([name]) => name).sort(),
    );
  });

  it.each(SECTION_9)('%s has code %s and bucket %s', (name, code, bucket) => {
    const product = products.find((candidate) => candidate.name.toUpperCase() === name)!;
    expect(product.code).toBe(code);
    expect(product.bucket).toBe(bucket);
  });

  it('lists the standard requirements and something specific on every product', () => {
    for (const product of products) {
      expect(product.requirements.slice(0, STANDARD_REQUIREMENTS.length)).toEqual([...STANDARD_REQUIREMENTS]);
      expect(product.requirements.length).toBeGreaterThan(STANDARD_REQUIREMENTS.length);
    }
  });

  it('makes the best sellers savings products that open online', () => {
    expect(BEST_SELLING_PRODUCT_IDS).toEqual([1, 2, 3, 4]);
    for (const id of BEST_SELLING_PRODUCT_IDS) {
      expect(productById(id)).toMatchObject({ bucket: 'savings', code: expect.stringMatching(/^\d{3}$/) });
    }
    expect(BEST_SELLING_PRODUCT_IDS.map((id) => productById(id)!.code)).toEqual(['001', '002', '101', '013']);
  });

  it('writes naira amounts with the naira sign', () => {
    const text = JSON.stringify(products);
    expect(text).not.toMatch(/\d[\d,]*\s*naira|\bN\d|NGN/i);
    expect(text).toContain('₦15,000,000');
  });

  it('points at images that exist', () => {
    for (const { photo, bigPhoto } of products) {
      for (const image of [photo, bigPhoto]) expect(existsSync(`public${image.src}`), image.src).toBe(true);
    }
  });
});

describe('product look-ups', () => {
  it('finds a product by the id in its address', () => {
    expect(productById('5')?.name).toBe('NHF');
    expect(productById(5)?.name).toBe('NHF');
    expect(productById('14')).toBeUndefined();
    expect(productById('5abc')).toBeUndefined();
    expect(productById('05')).toBeUndefined();
  });

  it('groups products by bucket, and all of them under all', () => {
    expect(productsInCategory('all')).toHaveLength(13);
    const counted = PRODUCT_CATEGORIES.filter((category) => category !== 'all').reduce(
      (sum, category) => sum + productsInCategory(category).length,
      0,
    );
    expect(counted).toBe(13);
    expect(productsInCategory('investment').map((product) => product.name)).toEqual(['Assetbin']);
    expect(productsInCategory('sme_investment').map((product) => product.name)).toEqual(['AG-Sprint']);
  });

  it('prerenders every category page, and lists every product page, which is drawn from the database (decision 092)', () => {
    const pages = prerenderedPagePaths();
    for (const path of ['/products/category/all', '/products/category/sme_investment']) expect(pages).toContain(path);
    expect(pages.filter((path) => path.startsWith('/products/'))).toHaveLength(5);
    expect(sitemapPaths([], [], [], []).filter((path) => /^\/products\/\d+$/.test(path))).toHaveLength(13);
  });
});

describe('ProductCatalogueSchema', () => {
  const valid = products[0];

  it('rejects a malformed code, a missing field and duplicate ids', () => {
    expect(ProductCatalogueSchema.safeParse([{ ...valid, code: '12' }]).success).toBe(false);
    const { benefits: _benefits, ...withoutBenefits } = valid;
    expect(ProductCatalogueSchema.safeParse([withoutBenefits]).success).toBe(false);
    expect(ProductCatalogueSchema.safeParse([valid, { ...valid, code: undefined }]).success).toBe(false);
  });

  it('accepts the catalogue as it is', () => {
    expect(ProductCatalogueSchema.safeParse(products).success).toBe(true);
  });
});

describe('the products seed', () => {
  it('names each product as the catalogue does, and seeds every product of it', () => {
    expect(Object.fromEntries(products.map((product) => [product.id, product.name]))).toEqual(PRODUCT_SEED_NAMES);
    expect(Object.keys(PRODUCT_SEED).map(Number)).toEqual(products.map((product) => product.id));
  });
});
