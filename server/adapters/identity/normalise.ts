const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Providers write dates as 1990-04-12, 12-Apr-1990, 12-April-1990 or 12/04/1990: all become
 * yyyy-mm-dd, or '' when the text is none of these.
 */
export function toIsoBirthDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})[-\s]([A-Za-z]{3,})[-\s](\d{4})$/.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[2].slice(0, 3).toLowerCase());
    if (month >= 0) return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return '';
}

/** A Nigerian number in any usual form (08031234567, +234 803 123 4567) as 13 digits; '' otherwise. */
export function toInternationalNigerianPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (/^0\d{10}$/.test(digits)) return `234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return digits;
  if (/^[789]\d{9}$/.test(digits)) return `234${digits}`;
  return '';
}

export function toGender(value: string | null | undefined): 'Male' | 'Female' | '' {
  const first = (value ?? '').trim().charAt(0).toLowerCase();
  return first === 'm' ? 'Male' : first === 'f' ? 'Female' : '';
}

/** 'ADAEZE' and 'adaeze' become 'Adaeze'; hyphenated and spaced names keep each part capitalised. */
export function toNameCase(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}
