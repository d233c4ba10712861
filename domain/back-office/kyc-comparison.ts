import { normaliseBvnMiddleName } from '../forms/bvn-data';
import { toInternationalPhone } from '../phone';

/** What an application says of its applicant and what the BVN record says, field by field. */
export interface PersonFacts {
  firstname: string;
  middlename: string;
  lastname: string;
  /** yyyy-mm-dd */
  birthDate: string;
  phoneNo: string;
  gender: string;
}

export type ComparedField = 'name' | 'birthDate' | 'phoneNo' | 'gender';

/** 'absent': the BVN record has nothing to compare with (a record without a phone or gender). */
export type Agreement = 'same' | 'different' | 'absent';

export interface ComparedRow {
  field: ComparedField;
  typed: string;
  bvn: string;
  agreement: Agreement;
}

/** A name's words without accents, case or order: 'Adaeze OKONKWO' and 'Okonkwo Adaézé' are one name. */
function nameKey(words: string[]): string {
  return words
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

const fullName = (facts: PersonFacts) => [facts.firstname, facts.middlename, facts.lastname].filter(Boolean).join(' ');

const agreementOf = (typed: string, bvn: string): Agreement => (!bvn ? 'absent' : typed === bvn ? 'same' : 'different');

/**
 * The application's data against the BVN record: the whole name as a set of words (order, case and
 * accents do not matter; the BVN's one- or two-letter middle name is dropped, as the forms drop it),
 * the date of birth exactly, the phone in its stored international form, the gender without case.
 */
export function compareWithBvn(typed: PersonFacts, bvn: PersonFacts): ComparedRow[] {
  const bvnName = { ...bvn, middlename: normaliseBvnMiddleName(bvn.middlename) };
  const phone = (value: string) => (value ? toInternationalPhone(value) : '');
  return [
    {
      field: 'name',
      typed: fullName(typed),
      bvn: fullName(bvnName),
      agreement: agreementOf(nameKey([fullName(typed)]), nameKey([fullName(bvnName)])),
    },
    {
      field: 'birthDate',
      typed: typed.birthDate,
      bvn: bvn.birthDate,
      agreement: agreementOf(typed.birthDate.trim(), bvn.birthDate.trim()),
    },
    {
      field: 'phoneNo',
      typed: phone(typed.phoneNo),
      bvn: phone(bvn.phoneNo),
      agreement: agreementOf(phone(typed.phoneNo), phone(bvn.phoneNo)),
    },
    {
      field: 'gender',
      typed: typed.gender,
      bvn: bvn.gender,
      agreement: agreementOf(typed.gender.trim().toLowerCase(), bvn.gender.trim().toLowerCase()),
    },
  ];
}

/** How many fields differ from the BVN record (fields the record lacks are not differences). */
export const countDifferences = (rows: readonly ComparedRow[]) =>
  rows.filter((row) => row.agreement === 'different').length;
