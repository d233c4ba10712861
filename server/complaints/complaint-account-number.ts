import type { FieldCipher } from '../security/field-cipher';

export const COMPLAINT_ACCOUNT_NUMBER_SEAL = 'contact_messages.account_number';

export function sealComplaintAccountNumber(cipher: FieldCipher, accountNumber: string | undefined): string | null {
  return accountNumber ? cipher.encrypt(accountNumber, COMPLAINT_ACCOUNT_NUMBER_SEAL) : null;
}

export function openComplaintAccountNumber(cipher: FieldCipher, sealed: string | null): string {
  return sealed ? cipher.decrypt(sealed, COMPLAINT_ACCOUNT_NUMBER_SEAL) : '';
}
