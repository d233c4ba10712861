import { describe, expect, it } from 'vitest';
import { BRANCH_OPTIONS, BRANCH_VALUES, BRANCHES, findBranch } from './branches';

describe('branches', () => {
  it('carry the codes of specification 9', () => {
    expect(BRANCHES.map(({ name, code }) => [name, code])).toEqual([
      ['Enugu', '201'],
      ['Aba', '201'],
      ['Abuja', '301'],
      ['Festac', '103'],
      ['Ikeja', '102'],
      ['Surulere', '104'],
      ['Others', '102'],
    ]);
  });

  it('each have their own value although codes repeat', () => {
    expect(new Set(BRANCH_VALUES).size).toBe(BRANCHES.length);
    expect(BRANCH_OPTIONS).toContainEqual({ value: 'aba', label: 'Aba' });
  });

  it('are found by value, name or other name, in any case', () => {
    expect(findBranch('festac')?.code).toBe('103');
    expect(findBranch(' SURULERE ')?.value).toBe('surulere');
    expect(findBranch('Opebi Ikeja')?.value).toBe('ikeja');
    expect(findBranch('Kano')).toBeUndefined();
  });
});
