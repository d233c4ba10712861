import { messages } from '../messages';
import { toEnumValues, type SelectOption } from './enum-values';

/** Account products that can be opened online, with their codes (specification 9). */
export const ACCOUNT_PRODUCTS = [
  { code: '001', name: 'Regular Savings' },
  { code: '002', name: 'Save-4-It' },
  { code: '003', name: 'NHF Savings' },
  { code: '004', name: 'Asset Finance Savings' },
  { code: '005', name: 'Thrift Savings' },
  { code: '007', name: 'Visa Premium' },
  { code: '008', name: 'Visa Standard' },
  { code: '009', name: 'Visa Kiddies' },
  { code: '010', name: 'Lashone Visa' },
  { code: '011', name: 'Famsa Bronze' },
  { code: '012', name: 'Famsa Silver' },
  { code: '013', name: 'Famsa Gold' },
  { code: '101', name: 'Flexi' },
  { code: '106', name: 'Tom' },
] as const;

type AccountProduct = (typeof ACCOUNT_PRODUCTS)[number];
export type AccountProductCode = AccountProduct['code'];

export const ACCOUNT_PRODUCT_CODES = toEnumValues(ACCOUNT_PRODUCTS.map((product) => product.code));

export const HOME_PLAY = 'homeplay';
export const FAMILY_PLAY = 'familyplay';

/** Home play and family play each offer a single product; family play names it Family Savings. */
const PLAY_PRODUCTS: Record<string, { code: AccountProductCode; name?: string }> = {
  [HOME_PLAY]: { code: '002' },
  [FAMILY_PLAY]: { code: '013', name: 'Family Savings' },
};

export function isAccountProductCode(value: string): value is AccountProductCode {
  return ACCOUNT_PRODUCTS.some((product) => product.code === value);
}

/** The products a play offers, named as that play names them. */
function offeredAccountProducts({
  playPurpose,
}: {
  playPurpose?: string;
}): { code: AccountProductCode; name: string }[] {
  const play = playPurpose ? PLAY_PRODUCTS[playPurpose.trim().toLowerCase()] : undefined;
  if (!play) return ACCOUNT_PRODUCTS.map(({ code, name }) => ({ code, name }));
  const product = ACCOUNT_PRODUCTS.find(({ code }) => code === play.code)!;
  return [{ code: product.code, name: play.name ?? product.name }];
}

/** Options of the 'Type of Account' select: value is the code, label '{name} Account'. */
export function accountProductOptions({ playPurpose }: { playPurpose?: string }): SelectOption<AccountProductCode>[] {
  return offeredAccountProducts({ playPurpose }).map(({ code, name }) => ({
    value: code,
    label: messages.account.accountOption(name),
  }));
}

export function isAccountProductOffered(code: string, { playPurpose }: { playPurpose?: string }): boolean {
  return offeredAccountProducts({ playPurpose }).some((product) => product.code === code);
}

/**
 * The product to select first: the only product of a play, or the product a route names by its
 * code (/instantaccount/ind/002).
 */
export function preselectedAccountProduct(playPurpose: string | undefined): AccountProductCode | undefined {
  const offered = offeredAccountProducts({ playPurpose });
  if (offered.length === 1) return offered[0].code;
  const candidate = playPurpose?.trim() ?? '';
  return isAccountProductCode(candidate) ? candidate : undefined;
}
