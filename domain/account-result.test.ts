import { describe, expect, it } from 'vitest';
import { customerFullName, greetingName, hasAccountNumber, isNinLinked } from './account-result';

describe('account result', () => {
  it('greets with title and first name in capitals', () => {
    expect(greetingName({ hisTitle: 'Mrs', firstname: 'Ngozi' })).toBe('MRS NGOZI');
  });

  it('drops the title on the quick path', () => {
    expect(greetingName({ hisTitle: 'Mrs', firstname: 'Ngozi', means: 'quick' })).toBe('NGOZI');
    expect(greetingName({ firstname: 'Ngozi' })).toBe('NGOZI');
  });

  it('writes surname then first name in capitals', () => {
    expect(customerFullName({ lastname: 'Okafor', firstname: 'Ngozi' })).toBe('OKAFOR NGOZI');
  });

  it('tells whether an account number came back', () => {
    expect(hasAccountNumber({ acctNumber: '0123456789' })).toBe(true);
    expect(hasAccountNumber({ acctNumber: ' ' })).toBe(false);
    expect(hasAccountNumber({})).toBe(false);
  });

  it('treats only means ninLinked as a successful link', () => {
    expect(isNinLinked({ means: 'ninLinked' })).toBe(true);
    expect(isNinLinked({ means: 'quick' })).toBe(false);
  });
});
