import type { FieldCipher } from '../security/field-cipher';

export const CONTACT_MESSAGE_PHONE_SEAL = 'contact_messages.phone';

const isSealed = (stored: string) => stored.startsWith('v1.');

export function sealContactPhone(cipher: FieldCipher, phone: string | undefined): string | null {
  return phone ? cipher.encrypt(phone, CONTACT_MESSAGE_PHONE_SEAL) : null;
}

/** The phone of a contact message; one kept before phones were sealed is still in clear until `keys:rotate`. */
export function openContactPhone(cipher: FieldCipher, stored: string | null): string {
  if (!stored) return '';
  return isSealed(stored) ? cipher.decrypt(stored, CONTACT_MESSAGE_PHONE_SEAL) : stored;
}
