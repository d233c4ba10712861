import { createHash } from 'node:crypto';
import {
  IdentityProviderUnavailableError,
  type BvnLookup,
  type IdentityProvider,
  type NinRecord,
} from './identity-provider';
import { drawSandboxFace } from './sandbox-face';

/** BVNs and NINs with a fixed meaning in the sandbox (documented for testers in the report). */
const SANDBOX_UNAVAILABLE_NUMBER = '99999999999';

const ADAEZE: Omit<BvnLookup, 'photo'> = {
  record: {
    bvnNo: '22222222222',
    firstname: 'Adaeze',
    middlename: 'Ngozi',
    lastname: 'Okonkwo',
    gender: 'Female',
    birthDate: '1990-04-12',
    phoneNo: '2348031234567',
    nin: '70123456789',
    email: '',
  },
  consentPhone: '2348031234567',
};

// Tunde's code goes to his registered phone, but his returned data carries none.
const TUNDE: Omit<BvnLookup, 'photo'> = {
  record: {
    bvnNo: '22222222223',
    firstname: 'Tunde',
    middlename: 'Jo',
    lastname: 'Bakare',
    gender: 'Male',
    birthDate: '1985-11-02',
    phoneNo: '',
    nin: '70123456780',
    email: '',
  },
  consentPhone: '2348051112222',
};

// On the made-up sample sanctions list (screening-lists/, decision 089): his application screens High.
const OBADIAH: Omit<BvnLookup, 'photo'> = {
  record: {
    bvnNo: '22222222224',
    firstname: 'Obadiah',
    middlename: 'Kelechi',
    lastname: 'Aribisala',
    gender: 'Male',
    birthDate: '1968-07-14',
    phoneNo: '2348069990004',
    nin: '70123456784',
    email: '',
  },
  consentPhone: '2348069990004',
};

const KNOWN = new Map([ADAEZE, TUNDE, OBADIAH].map((person) => [person.record.bvnNo, person]));

const FEMALE_NAMES = ['Chiamaka', 'Funmilayo', 'Hauwa', 'Ifeoma', 'Kemi', 'Nneka', 'Temitope', 'Zainab'];
const MALE_NAMES = ['Chinedu', 'Emeka', 'Ibrahim', 'Kunle', 'Musa', 'Obinna', 'Segun', 'Yusuf'];
const MIDDLE_NAMES = ['Amaka', 'Bola', 'Chidi', 'Dayo', 'Ebere', 'Femi', 'Ngozi', 'Oluwaseun'];
const SURNAMES = ['Adeyemi', 'Balogun', 'Ezeani', 'Nwosu', 'Ogunleye', 'Okafor', 'Suleiman', 'Uchenna'];
const MOBILE_PREFIXES = ['803', '806', '813', '816', '703', '706', '803', '810'];

/** The same digits always give the same person: a hash of the key picks each part. */
function derivePerson(key: string) {
  const bytes = createHash('sha256').update(`sandbox:${key}`).digest();
  const isFemale = bytes[0] % 2 === 0;
  const pick = <T>(list: T[], index: number) => list[bytes[index] % list.length];
  const year = 1960 + (bytes[5] % 45);
  const month = 1 + (bytes[6] % 12);
  const day = 1 + (bytes[7] % 28);
  const subscriber = String(bytes.readUInt32BE(8) % 10_000_000).padStart(7, '0');
  return {
    firstname: pick(isFemale ? FEMALE_NAMES : MALE_NAMES, 1),
    middlename: pick(MIDDLE_NAMES, 2),
    lastname: pick(SURNAMES, 3),
    gender: isFemale ? ('Female' as const) : ('Male' as const),
    birthDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    phoneNo: `234${pick(MOBILE_PREFIXES, 4)}${subscriber}`,
  };
}

function refuseSpecialNumbers(number: string) {
  if (number === SANDBOX_UNAVAILABLE_NUMBER)
    throw new IdentityProviderUnavailableError('The sandbox identity provider is unavailable for 99999999999');
  return number.startsWith('0') || !/^\d{11}$/.test(number);
}

/**
 * The sandbox's people: 22222222222 Adaeze Ngozi Okonkwo, 22222222223 Tunde Jo Bakare, any number
 * starting with 0 unknown, 99999999999 an outage, and every other 11-digit number a person derived
 * from its last ten digits, whose NIN is 7 followed by those digits (so that both can be linked).
 * Each BVN's record carries a made-up face drawn for that number (sandbox-face.ts).
 */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    async lookupBvn(bvnNo) {
      if (refuseSpecialNumbers(bvnNo)) return null;
      const photo = drawSandboxFace(bvnNo).toString('base64');
      const known = KNOWN.get(bvnNo);
      if (known) return { ...structuredClone(known), photo };
      const person = derivePerson(`person:${bvnNo.slice(1)}`);
      return {
        record: { bvnNo, ...person, nin: `7${bvnNo.slice(1)}`, email: '' },
        consentPhone: person.phoneNo,
        photo,
      };
    },
    async lookupNin(nin): Promise<NinRecord | null> {
      if (refuseSpecialNumbers(nin)) return null;
      const holder = [...KNOWN.values()].find((person) => person.record.nin === nin);
      if (holder) {
        const { firstname, lastname, middlename, gender, birthDate } = holder.record;
        return { nin, firstname, lastname, middlename, gender, birthDate, phoneNo: holder.consentPhone };
      }
      return { nin, ...derivePerson(nin.startsWith('7') ? `person:${nin.slice(1)}` : `nin:${nin}`) };
    },
  };
}
