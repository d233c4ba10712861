import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { parseCustomerSearch, SEARCH_AREAS, type CustomerSearch } from '../../../domain/back-office/customer-view';
import { mayWork, type StaffRole, type WorkArea } from '../../../domain/back-office/staff-roles';
import { displayName } from '../../../domain/names';
import { accountNameOf } from '../../accounts/account-result';
import { phoneHashOf } from '../../accounts/sealed-fields';
import {
  accountApplications,
  contactMessages,
  customerProfiles,
  customers,
  dataSubjectRequests,
  identityLinks,
  loanApplications,
} from '../../db/schema';
import type { Services } from '../../services';
import { likePattern } from '../paging';
import { coreAccountOrSilence, findPerson, personKeyOf, personKeysOfProfiles } from './customer-person';
import { refuseOutsideCustomerView } from './customer-view';

export interface CustomerMatch {
  key: string;
  /** '' when only the core knows the name and it does not answer now. */
  name: string;
  email: string;
  accountNumbers: string[];
}

export interface CustomerSearchResult {
  kind: CustomerSearch['kind'];
  /** The search named an item of a queue outside the member's remit: nothing is looked up. */
  outsideRemit: boolean;
  matches: CustomerMatch[];
}

const MAX_MATCHES = 50;

/** The people an e-mail address belongs to: website customers (a person and their company may share one) and older holders. */
async function keysOfEmail(services: Services, email: string): Promise<string[]> {
  const { db } = services.database;
  const [owners, holders] = await Promise.all([
    db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email}`),
    db
      .select({ customerId: customerProfiles.customerId, accountNumber: customerProfiles.accountNumber })
      .from(customerProfiles)
      .where(and(eq(customerProfiles.email, email), isNull(customerProfiles.customerId))),
  ]);
  return [...owners.map((row) => row.id), ...holders.map(personKeyOf)];
}

const profileOf = (rows: { profileId: string }[]) => rows.map((row) => row.profileId);
const emailOf = (rows: { email: string }[]) => rows.map((row) => row.email.toLowerCase());

/** An item's id: the person it belongs to, and the queue whose remit reading it needs. */
async function keysOfId(services: Services, id: string): Promise<{ keys: string[]; area: WorkArea | null }> {
  const { db } = services.database;
  const [person, applications, loans, requests, messages, links] = await Promise.all([
    findPerson(services, id),
    db
      .select({ customerId: accountApplications.customerId })
      .from(accountApplications)
      .where(eq(accountApplications.id, id)),
    db.select({ profileId: loanApplications.profileId }).from(loanApplications).where(eq(loanApplications.id, id)),
    db
      .select({ profileId: dataSubjectRequests.profileId })
      .from(dataSubjectRequests)
      .where(eq(dataSubjectRequests.id, id)),
    db.select({ email: contactMessages.email }).from(contactMessages).where(eq(contactMessages.id, id)),
    db.select({ accountNumber: identityLinks.accountNumber }).from(identityLinks).where(eq(identityLinks.id, id)),
  ]);
  if (person) return { keys: [person.key], area: null };
  if (applications[0]) return { keys: [applications[0].customerId], area: 'applications' };
  if (loans[0]) return { keys: await personKeysOfProfiles(services, profileOf(loans)), area: 'loans' };
  if (requests[0]) return { keys: await personKeysOfProfiles(services, profileOf(requests)), area: 'data-requests' };
  if (messages[0]) return { keys: await keysOfEmail(services, emailOf(messages)[0]), area: 'contact-messages' };
  if (links[0]) return { keys: [links[0].accountNumber], area: 'links' };
  return { keys: [], area: null };
}

/** Website customers whose phone on record is this one, found by its keyed hash: no phone is opened (decision 084). */
async function keysOfPhone(services: Services, phone: string): Promise<string[]> {
  const rows = await services.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phoneHash, phoneHashOf(services.keyedHash, phone)))
    .limit(MAX_MATCHES);
  return rows.map((row) => row.id);
}

/** Website customers (people and companies) whose name holds every word typed, in any order. */
async function keysOfName(services: Services, words: string[]): Promise<string[]> {
  const fullName = sql`lower(concat_ws(' ', ${customers.firstname}, ${customers.middlename}, ${customers.lastname}, ${customers.businessName}))`;
  const rows = await services.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(...words.map((word) => like(fullName, likePattern(word)))))
    .orderBy(customers.lastname, customers.firstname)
    .limit(MAX_MATCHES);
  return rows.map((row) => row.id);
}

async function keysOf(services: Services, search: CustomerSearch): Promise<{ keys: string[]; area: WorkArea | null }> {
  const { db } = services.database;
  const found = (keys: string[]) => ({ keys, area: null });
  switch (search.kind) {
    case 'empty':
      return found([]);
    case 'loan':
      return found(
        await personKeysOfProfiles(
          services,
          profileOf(
            await db
              .select({ profileId: loanApplications.profileId })
              .from(loanApplications)
              .where(eq(loanApplications.reference, search.reference)),
          ),
        ),
      );
    case 'dataRequest':
      return found(
        await personKeysOfProfiles(
          services,
          profileOf(
            await db
              .select({ profileId: dataSubjectRequests.profileId })
              .from(dataSubjectRequests)
              .where(eq(dataSubjectRequests.reference, search.reference)),
          ),
        ),
      );
    case 'complaint': {
      const [message] = await db
        .select({ email: contactMessages.email })
        .from(contactMessages)
        .where(eq(contactMessages.reference, search.reference));
      return found(message ? await keysOfEmail(services, message.email.toLowerCase()) : []);
    }
    case 'id':
      return keysOfId(services, search.id);
    case 'accountNumber':
      return found([(await findPerson(services, search.accountNumber))?.key ?? ''].filter(Boolean));
    case 'email':
      return found(await keysOfEmail(services, search.email));
    case 'phone':
      return found(await keysOfPhone(services, search.phone));
    case 'name':
      return found(await keysOfName(services, search.words));
  }
}

async function matchOf(services: Services, key: string): Promise<CustomerMatch | null> {
  const person = await findPerson(services, key);
  if (!person) return null;
  if (person.customer)
    return {
      key: person.key,
      name: displayName(accountNameOf(person.customer)),
      email: person.customer.email,
      accountNumbers: person.accountNumbers,
    };
  const account = await coreAccountOrSilence(services, person.key);
  return {
    key: person.key,
    name: account ? displayName(account.accountName) : '',
    email: account?.email.toLowerCase() ?? person.profile?.email ?? '',
    accountNumbers: person.accountNumbers,
  };
}

/**
 * The people a staff member's search names: by a reference or an item's id (only of the queues in
 * their remit), an account number, an e-mail address, a phone or words of a name.
 */
export async function searchCustomers({
  services,
  roles,
  text,
}: {
  services: Services;
  roles: readonly StaffRole[];
  text: string;
}): Promise<CustomerSearchResult> {
  refuseOutsideCustomerView(roles);
  const search = parseCustomerSearch(text.slice(0, 100));
  const needed = SEARCH_AREAS[search.kind];
  if (needed && !mayWork(roles, needed)) return { kind: search.kind, outsideRemit: true, matches: [] };
  const { keys, area } = await keysOf(services, search);
  if (area && !mayWork(roles, area)) return { kind: search.kind, outsideRemit: true, matches: [] };
  const matches = await Promise.all([...new Set(keys)].slice(0, MAX_MATCHES).map((key) => matchOf(services, key)));
  return { kind: search.kind, outsideRemit: false, matches: matches.filter((match) => match !== null) };
}
