import {
  IdentityProviderUnavailableError,
  type BvnRecord,
  type IdentityProvider,
  type NinRecord,
} from './identity-provider';
import { toGender, toInternationalNigerianPhone, toIsoBirthDate, toNameCase } from './normalise';
import { fetchWithRequestContext } from '../../observability/request-id';

export interface DojahSettings {
  baseUrl: string;
  appId: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Entity = Record<string, unknown>;

const text = (entity: Entity, ...names: string[]) => {
  for (const name of names) {
    const value = entity[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
};

/**
 * Dojah's KYC look-ups (https://api.dojah.io): "Lookup BVN Premium" GET /api/v1/kyc/bvn/advance?bvn=
 * and "Lookup NIN" GET /api/v1/kyc/nin?nin=, authenticated by the AppId header and the secret key
 * as the bare Authorization header. Both answer `{ entity: {...} }`; an unknown number is a 4xx with
 * `{ error }`; a 424, 429 or 5xx, a time-out or a refused connection means Dojah is unavailable.
 */
export function createDojahIdentityProvider({
  baseUrl,
  appId,
  secretKey,
  timeoutMs = 10_000,
  fetch: send = fetchWithRequestContext,
}: DojahSettings): IdentityProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function lookup(path: string, parameter: string, value: string): Promise<Entity | null> {
    let response: Response;
    try {
      response = await send(`${base}${path}?${new URLSearchParams({ [parameter]: value })}`, {
        headers: { AppId: appId, Authorization: secretKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new IdentityProviderUnavailableError(`Dojah did not answer ${path}`);
    }
    if (response.status === 400 || response.status === 404) return null;
    if (!response.ok) throw new IdentityProviderUnavailableError(`Dojah answered ${response.status} to ${path}`);
    const body = (await response.json().catch(() => null)) as { entity?: unknown } | null;
    if (!body || typeof body.entity !== 'object' || body.entity === null)
      throw new IdentityProviderUnavailableError(`Dojah sent no entity for ${path}`);
    return body.entity as Entity;
  }

  return {
    name: 'dojah',
    async lookupBvn(bvnNo) {
      const entity = await lookup('/api/v1/kyc/bvn/advance', 'bvn', bvnNo);
      if (!entity) return null;
      const phone =
        toInternationalNigerianPhone(text(entity, 'phone_number1')) ||
        toInternationalNigerianPhone(text(entity, 'phone_number2'));
      const record: BvnRecord = {
        // Dojah may mask the BVN it echoes; the number asked about is the one that was checked.
        bvnNo,
        firstname: toNameCase(text(entity, 'first_name')),
        lastname: toNameCase(text(entity, 'last_name')),
        middlename: toNameCase(text(entity, 'middle_name')),
        gender: toGender(text(entity, 'gender')),
        birthDate: toIsoBirthDate(text(entity, 'date_of_birth')),
        phoneNo: phone,
        nin: /^\d{11}$/.test(text(entity, 'nin')) ? text(entity, 'nin') : '',
        email: text(entity, 'email').toLowerCase(),
      };
      // The photo may come as a data URL or bare base64; only the base64 is kept.
      return { record, consentPhone: phone, photo: text(entity, 'image').replace(/^data:[^,]*,/, '') };
    },
    async lookupNin(nin): Promise<NinRecord | null> {
      const entity = await lookup('/api/v1/kyc/nin', 'nin', nin);
      if (!entity) return null;
      return {
        nin,
        firstname: toNameCase(text(entity, 'first_name', 'firstname')),
        lastname: toNameCase(text(entity, 'last_name', 'surname')),
        middlename: toNameCase(text(entity, 'middle_name', 'middlename')),
        gender: toGender(text(entity, 'gender')),
        birthDate: toIsoBirthDate(text(entity, 'date_of_birth', 'birthdate')),
        phoneNo: toInternationalNigerianPhone(text(entity, 'phone_number', 'telephoneno', 'phone')),
      };
    },
  };
}
