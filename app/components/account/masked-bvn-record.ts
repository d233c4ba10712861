import type { BvnRecord } from './instant-account-values';

/** What /bvnvalidation shows of a BVN record: enough to recognise it, not enough to use it. */
export interface MaskedBvnRecord {
  bvnNo: string;
  name: string;
  gender: string;
  birthDate: string;
  phoneNo: string;
  nin: string;
}

/** All but the last four digits hidden: '•••••••2222'. Empty stays empty. */
function maskDigits(value: string, visible = 4): string {
  if (!value) return '';
  return '•'.repeat(Math.max(0, value.length - visible)) + value.slice(-visible);
}

/** '2348031234567' shows as '+234 803 ••• 4567'. */
function maskPhoneNumber(phone: string): string {
  if (!phone) return '';
  if (!/^\d{13}$/.test(phone)) return maskDigits(phone);
  return `+${phone.slice(0, 3)} ${phone.slice(3, 6)} ••• ${phone.slice(-4)}`;
}

/** Only the year of birth: '••-••-1990'. */
function maskBirthDate(birthDate: string): string {
  return /^\d{4}/.test(birthDate) ? `••-••-${birthDate.slice(0, 4)}` : '';
}

export function maskBvnRecord(record: BvnRecord): MaskedBvnRecord {
  return {
    bvnNo: maskDigits(record.bvnNo),
    name: [record.firstname, record.middlename, record.lastname].filter(Boolean).join(' '),
    gender: record.gender,
    birthDate: maskBirthDate(record.birthDate),
    phoneNo: maskPhoneNumber(record.phoneNo),
    nin: maskDigits(record.nin),
  };
}
