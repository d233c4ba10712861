import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Services } from '../../server/services';
import { adaezeFields, instantAccountForm } from './fake-applicant';
import { consentAs, newBrowser, newClientAddress } from './fake-bvn-holder';

type App = Pick<Hono, 'request'>;

export interface WebsiteCustomer {
  customerId: string;
  acctNumber: string;
  email: string;
  /** The phone on record, in international digits: where sign-in codes go. */
  phone: string;
  firstname: string;
  lastname: string;
  bvnNo: string;
}

/**
 * A customer who opened an Instant Account on the website: the sandbox person of `bvnNo` (any
 * 11 digits but the special ones) gives their consent, then submits the form with `email`. Needs a
 * test app with a DATA_DIR it may write the documents to.
 */
export async function openWebsiteAccount(
  app: App,
  services: Services,
  { bvnNo, email, accountProduct = '002' }: { bvnNo: string; email: string; accountProduct?: string },
): Promise<WebsiteCustomer> {
  const person = (await services.identity.lookupBvn(bvnNo))!;
  const browser = newBrowser();
  const bvnRef = await consentAs(app, services, {
    bvnNo,
    consentPhone: person.consentPhone,
    returnTo: '/instantaccount/ind/r',
    browser,
  });
  const { record } = person;
  const fields = adaezeFields({
    bvnRef,
    bvnNo,
    lastname: record.lastname,
    firstname: record.firstname,
    middlename: record.middlename,
    gender: record.gender,
    birthDate: record.birthDate,
    nin: record.nin,
    phoneNo: person.consentPhone,
    email,
    accountProduct,
  });
  const response = await app.request('/api/v1/customers/instantAccount', {
    method: 'POST',
    body: instantAccountForm(fields),
    headers: { 'X-Forwarded-For': newClientAddress(), Cookie: browser },
  });
  expect(response.status, 'opening the website account').toBe(201);
  const body = (await response.json()) as { customer: { _id: string }; payloadData: { acctNumber: string } };
  return {
    customerId: body.customer._id,
    acctNumber: body.payloadData.acctNumber,
    email,
    phone: person.consentPhone,
    firstname: record.firstname,
    lastname: record.lastname,
    bvnNo,
  };
}
