import { describe, expect, it } from 'vitest';
import { BRANCHES, branchChoices } from './branches';

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
    expect(new Set(BRANCHES.map((branch) => branch.value)).size).toBe(BRANCHES.length);
  });

  it('offer the published branches as choices: the table’s under its labels and order, added ones, then Others', () => {
    const choices = branchChoices([
      { key: 'ikeja', name: 'Ikeja (Opebi)', code: '102' },
      { key: '1', name: 'Ibadan', code: '105' },
      { key: 'aba', name: 'Aba', code: '209' },
    ]);
    expect(choices).toEqual([
      { value: 'aba', label: 'Aba', code: '209' },
      { value: 'ikeja', label: 'Ikeja', code: '102' },
      { value: '1', label: 'Ibadan', code: '105' },
      { value: 'others', label: 'Others', code: '102' },
    ]);
  });
});
