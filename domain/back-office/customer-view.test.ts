import { describe, expect, it } from 'vitest';
import { customerSectionsOf, mayOpenCustomerView, mayReadCustomerTrail, parseCustomerSearch } from './customer-view';

describe('parseCustomerSearch', () => {
  it.each([
    ['MTG-20261127-7Q4KX2', { kind: 'loan', reference: 'MTG-20261127-7Q4KX2' }],
    ['  dsr-20261125-abc234 ', { kind: 'dataRequest', reference: 'DSR-20261125-ABC234' }],
    ['CMP-20261127-7Q4KX2', { kind: 'complaint', reference: 'CMP-20261127-7Q4KX2' }],
    ['0123456789', { kind: 'accountNumber', accountNumber: '0123456789' }],
    ['Ada.Okafor@Example.com', { kind: 'email', email: 'ada.okafor@example.com' }],
    ['0803 123 4567', { kind: 'phone', phone: '2348031234567' }],
    ['+234 (803) 123-4567', { kind: 'phone', phone: '2348031234567' }],
    ['2348031234567', { kind: 'phone', phone: '2348031234567' }],
    ['  Okafor   ADA ', { kind: 'name', words: ['okafor', 'ada'] }],
    ['3F2504E0-4F89-41D3-9A0C-0305E82C3301', { kind: 'id', id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }],
    ['a', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
  ])('reads %j by its form', (typed, expected) => {
    expect(parseCustomerSearch(typed)).toEqual(expected);
  });

  it('takes a reference with a wrong prefix or length for words of a name, not a reference', () => {
    expect(parseCustomerSearch('WB-20261127-7Q4KX2').kind).toBe('name');
    expect(parseCustomerSearch('MTG-2026112-7Q4KX2').kind).toBe('name');
    expect(parseCustomerSearch('012345678').kind).toBe('phone');
  });
});

describe('the remit of the customer view', () => {
  it('gives each role the sections of its own queues, and the administrator none', () => {
    expect(customerSectionsOf(['customer_service'])).toEqual(['applications', 'links', 'messages']);
    expect(customerSectionsOf(['mortgage_officer'])).toEqual(['loans']);
    expect(customerSectionsOf(['compliance'])).toEqual(['dataRequests']);
    expect(customerSectionsOf(['customer_service', 'mortgage_officer'])).toEqual([
      'applications',
      'loans',
      'links',
      'messages',
    ]);
    expect(customerSectionsOf(['admin'])).toEqual([]);
    expect(mayOpenCustomerView(['admin'])).toBe(false);
    expect(mayOpenCustomerView(['mortgage_officer'])).toBe(true);
  });

  it('shows what the customer did themselves only to the audit trail’s readers', () => {
    expect(mayReadCustomerTrail(['compliance'])).toBe(true);
    expect(mayReadCustomerTrail(['customer_service', 'mortgage_officer'])).toBe(false);
  });
});
