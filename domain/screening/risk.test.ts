import { describe, expect, it } from 'vitest';
import { assessRisk, type RiskFacts } from './risk';

const plain: RiskFacts = {
  productCode: '001',
  corporate: false,
  screened: true,
  hitCategories: [],
  bvnDifferences: { name: false, birthDate: false },
};

describe('risk level', () => {
  it('is low with no reason when no rule applies', () => {
    expect(assessRisk(plain)).toEqual({ level: 'low', reasons: [] });
  });

  it.each([
    ['a sanctions hit', { hitCategories: ['sanctions'] }, 'high', ['sanctions-hit']],
    ['a PEP hit', { hitCategories: ['pep'] }, 'high', ['pep-hit']],
    ['a watch-list hit', { hitCategories: ['watch'] }, 'medium', ['watch-hit']],
    ['a name unlike the BVN record', { bvnDifferences: { name: true, birthDate: false } }, 'medium', ['bvn-name']],
    [
      'a date of birth unlike the BVN record',
      { bvnDifferences: { name: false, birthDate: true } },
      'medium',
      ['bvn-birth-date'],
    ],
    [
      'both unlike the BVN record',
      { bvnDifferences: { name: true, birthDate: true } },
      'medium',
      ['bvn-name', 'bvn-birth-date'],
    ],
    ['screening not done', { screened: false }, 'high', ['unscreened']],
    ['a BVN record not read', { bvnDifferences: null }, 'medium', ['bvn-unchecked']],
    ['a corporate applicant', { corporate: true }, 'medium', ['corporate']],
    ['Visa Premium', { productCode: '007' }, 'medium', ['product']],
  ] as const)('%s gives its reason and level', (_name, facts, level, reasons) => {
    expect(assessRisk({ ...plain, ...facts })).toEqual({ level, reasons });
  });

  it('takes the highest level and keeps every reason', () => {
    expect(
      assessRisk({
        productCode: '007',
        corporate: true,
        screened: true,
        hitCategories: ['watch', 'pep'],
        bvnDifferences: null,
      }),
    ).toEqual({ level: 'high', reasons: ['pep-hit', 'watch-hit', 'bvn-unchecked', 'corporate', 'product'] });
    expect(assessRisk({ ...plain, corporate: true, productCode: '007' }).level).toBe('medium');
  });
});
