import { describe, expect, it } from 'vitest';
import { displayName } from './names';

describe('displayName', () => {
  it("capitalises each word of the account's name, keeping its order", () => {
    expect(displayName('OKONKWO ADAEZE NGOZI')).toBe('Okonkwo Adaeze Ngozi');
    expect(displayName('suleiman  zainab ')).toBe('Suleiman Zainab');
    expect(displayName("BELLO-OSAGIE O'NEIL ÉLODIE")).toBe("Bello-Osagie O'Neil Élodie");
    expect(displayName('ACME HOMES LTD')).toBe('Acme Homes Ltd');
  });
});
