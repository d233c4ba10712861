import { describe, expect, it } from 'vitest';
import { scriptSafeJson as serializeJsonLd } from '~/lib/script-safe-json';
import { BRANCH_SEED } from '@domain/content/branch-seed';
import { toBranchCard } from '~/content/pages/branches';
import { organizationJsonLd } from './organization-json-ld';

describe('organization JSON-LD', () => {
  it('describes the bank as a BankOrCreditUnion with its branches', () => {
    const data = organizationJsonLd(BRANCH_SEED.map(toBranchCard));
    expect(data['@type']).toBe('BankOrCreditUnion');
    expect(data.name).toBe('AG Mortgage Bank Plc');
    expect(data.foundingDate).toBe('2005');
    expect(data.location).toHaveLength(6);
    expect(data.location[0]).toMatchObject({ name: 'AG Mortgage Bank, Ikeja (Opebi)', telephone: '+234 201 700 0011' });
  });

  it('escapes < so the data cannot close its script element', () => {
    const serialized = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(serialized).not.toContain('<');
    expect(JSON.parse(serialized)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
