import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPropertyIndex } from '../../app/routes/property-index.server';
import { loadProperty } from '../../app/routes/property.server';
import type { Property } from '../../app/content/properties';
import { loadGallery } from '../../app/routes/gallery.server';
import { loadSearch } from '../../app/routes/search.server';
import { sitemapResponse } from '../../app/routes/sitemap.server';
import { APPROVED_ACTIONS } from '../../server/back-office/approval-actions';
import { decideApproval, pendingApprovalFor } from '../../server/back-office/approvals';
import { historyOf } from '../../server/back-office/history';
import { listAuditTrail } from '../../server/back-office/audit/audit-trail';
import type { StaffMember } from '../../server/back-office/staff-members';
import {
  addContentItem,
  approveContentChange,
  listContent,
  readContentItem,
  requestContentWithdrawal,
  restoreContentVersion,
  saveContentDraft,
} from '../../server/content/content-work';
import { publishedSampleContent } from '../../server/content/seed-content';
import { readPublicationCounts } from '../../server/content/publications';
import { AppErrorCode } from '../../server/errors/app-error';
import type { Services } from '../../server/services';
import { LISTING_SEED } from '../../domain/content/listing-seed';
import { contentTexts } from '../../domain/messages/back-office/content';
import { approvalDetails } from '../../domain/messages/back-office/approval-details';
import { type ContentDesk, openContentDesk, routeArgs as deskRouteArgs, staffMember } from '../support/content-desk';

// Issue 31 point 3 (decision 095): the Property Mart's listings as content, with photos from the picture library.
let desk: ContentDesk;
let services: Services;
let maker: StaffMember;
let checker: StaffMember;
let pictureIds: string[];

const texts = contentTexts.listing.errors;

/** What the draft form posts for a flat in Yaba with these pictures. */
const listingForm = (pictures: string[], more: Record<string, string> = {}) => ({
  title: '2-bedroom flat in Yaba',
  type: 'flat',
  price: '48000000',
  state: 'Lagos',
  lga: 'Lagos Mainland',
  area: 'Yaba',
  bedrooms: '2',
  bathrooms: '2',
  size: '105',
  titleDocument: 'Governor’s Consent',
  description: 'A bright flat on a quiet street in Yaba, close to the university and the rail line.',
  features: 'Balcony\nFitted kitchen\nBackup generator',
  ...Object.fromEntries(pictures.map((id, index) => [`picture-${index + 1}`, id])),
  ...more,
});

const routeArgs = (path: string, params: Record<string, string> = {}) => deskRouteArgs(services, path, params);

beforeAll(async () => {
  desk = await openContentDesk('listings');
  ({ services, maker, checker } = desk);
  pictureIds = [];
  for (const [index, colour] of ['#c47f3a', '#3a7fc4', '#7fc43a'].entries())
    pictureIds.push(await desk.uploadPicture(`The flat in Yaba, view ${index + 1}`, colour));
});
afterAll(() => desk.close());

describe('the seed listings', () => {
  it('are today’s listings, published as version 1 and marked sample, which production names to replace', async () => {
    const rows = await listContent(services, 'listing');
    expect(rows.map((row) => row.item.key)).toEqual(LISTING_SEED.map((listing) => listing.key));
    expect(rows.every((row) => row.published?.isSample && row.published.number === 1)).toBe(true);
    expect(await publishedSampleContent(services)).toContain('Listing 17: 3-bedroom terrace duplex in Sangotedo');
  });

  it('fill the Property Mart with their drawings, filters and paging as before', async () => {
    const index = await loadPropertyIndex(routeArgs('/property?state=Lagos&bedrooms=3'));
    expect(index.cards.map((card) => card.id)).toEqual([1, 3, 4, 15, 17]);
    expect(index).toMatchObject({ isSample: true, problems: [], canonicalPath: '/property?state=Lagos&bedrooms=3' });
    expect(index.cards[0].photo.src).toBe('/images/properties/semi-detached-1.svg');
  });
});

describe('adding a listing', () => {
  let itemId: string;
  const draft = (input: Record<string, string>) => saveContentDraft({ services, member: maker, itemId, input });

  it('is for content editors only, and gives the next number with nothing published', async () => {
    const outsider = await staffMember(services, 'tola.service@bank.test', ['customer_service']);
    await expect(addContentItem({ services, member: outsider, kind: 'listing' })).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    await expect(addContentItem({ services, member: maker, kind: 'faq' })).rejects.toMatchObject({
      code: AppErrorCode.Forbidden,
    });
    const item = await addContentItem({ services, member: maker, kind: 'listing' });
    itemId = item.id;
    expect(item.key).toBe(String(LISTING_SEED.length + 1));
    expect((await readContentItem(services, itemId))!.versions).toEqual([]);
    const { rows } = await listAuditTrail({ services, query: new URLSearchParams({ action: 'content.add' }) });
    expect(rows[0].sentence).toBe(`Content added: Listing "${item.key}".`);
  });

  it('refuses a draft without a picture, with one twice, with a picture not in the library, or an LGA of another state', async () => {
    await expect(draft(listingForm([]))).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      fields: { 'picture-1': texts.pictures },
    });
    await expect(draft(listingForm([pictureIds[0], pictureIds[0]]))).rejects.toMatchObject({
      fields: { 'picture-2': texts.picturesTwice },
    });
    await expect(draft(listingForm([crypto.randomUUID()]))).rejects.toMatchObject({
      code: AppErrorCode.ValidationError,
      message: texts.pictureMissing,
    });
    await expect(draft(listingForm(pictureIds, { lga: 'Kuje' }))).rejects.toMatchObject({
      fields: { lga: texts.lga },
    });
    await expect(draft(listingForm(pictureIds, { type: 'land' }))).rejects.toMatchObject({
      fields: { bedrooms: texts.bedrooms },
    });
    expect((await readContentItem(services, itemId))!.versions).toEqual([]);
  });

  it('is published only once a second content editor approves it; then /property?state=Lagos finds it with its pictures', async () => {
    const before = (await readPublicationCounts(services)).get('listing')!;
    const change = await desk.submit(itemId, listingForm(pictureIds));
    // The LGA as typed ('Lagos Mainland') is kept as the geography data spells it.
    expect(change.body).toMatchObject({ pictureIds, state: 'Lagos', lga: 'Lagos-Mainland', price: 48_000_000 });
    await expect(
      approveContentChange({ services, member: maker, input: { versionId: change.id } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    const lagos = () => loadPropertyIndex(routeArgs('/property?state=Lagos'));
    expect((await lagos()).cards.map((card) => card.title)).not.toContain('2-bedroom flat in Yaba');

    await desk.approve(change.id);
    expect((await readPublicationCounts(services)).get('listing')).toBe(before + 1);
    const card = (await lagos()).cards.find((candidate) => candidate.title === '2-bedroom flat in Yaba')!;
    expect(card).toMatchObject({ id: LISTING_SEED.length + 1, isSample: false, price: 48_000_000 });
    expect(card.photo.picture).toMatchObject({ id: pictureIds[0], alt: 'The flat in Yaba, view 1' });
    const listing = await loadProperty(routeArgs(`/property/${card.id}`, { id: String(card.id) }));
    expect(listing).toMatchObject({ kind: 'listing' });
    const { property } = listing as { property: Property };
    expect(property.photos.map((photo) => photo.picture?.id)).toEqual(pictureIds);
    expect((await loadPropertyIndex(routeArgs('/property?state=Ogun'))).cards.map((found) => found.id)).not.toContain(
      card.id,
    );
  });
});

// Decision 098: a listing is withdrawn with a second content editor's approval, and leaves every page.
describe('withdrawing a listing', () => {
  const yaba = String(LISTING_SEED.length + 1);
  const listingItem = async () => (await listContent(services, 'listing')).find((row) => row.item.key === yaba)!;
  const decide = (member: StaffMember, approvalId: string) =>
    decideApproval({ services, approvalId, checker: member, decision: 'approved', actions: APPROVED_ACTIONS });
  const onSite = async () => ({
    mart: (await loadPropertyIndex(routeArgs('/property?state=Lagos'))).cards.some((card) => card.id === Number(yaba)),
    search: (await loadSearch(routeArgs('/search?search=Yaba'))).results.some((result) =>
      result.url.endsWith(`/property/${yaba}`),
    ),
    sitemap: (await (await sitemapResponse(routeArgs('/sitemap.xml'))).text()).includes(`/property/${yaba}<`),
  });

  it('is refused to other roles and for a kind editors do not add; the maker cannot approve it', async () => {
    const outsider = await staffMember(services, 'kemi.service@bank.test', ['customer_service']);
    const { published } = await listingItem();
    await expect(
      requestContentWithdrawal({ services, member: outsider, input: { versionId: published!.id } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    const faq = (await listContent(services, 'faq'))[0].published!;
    await expect(
      requestContentWithdrawal({ services, member: maker, input: { versionId: faq.id } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Forbidden });

    await requestContentWithdrawal({ services, member: maker, input: { versionId: published!.id } });
    await expect(
      requestContentWithdrawal({ services, member: checker, input: { versionId: published!.id } }),
    ).rejects.toMatchObject({ code: AppErrorCode.Conflict });
    const approval = (await pendingApprovalFor(services, 'content.withdraw', published!.itemId))!;
    expect(approvalDetails(approval.payload)).toEqual([
      { label: 'Name', value: '2-bedroom flat in Yaba' },
      { label: 'Kind', value: 'Listing' },
    ]);
    await expect(decide(maker, approval.id)).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    await expect(decide(outsider, approval.id)).rejects.toMatchObject({ code: AppErrorCode.Forbidden });
    expect(await onSite()).toEqual({ mart: true, search: true, sitemap: true });
  });

  it('once a second editor approves, leaves /property, its page, the gallery, the search and the sitemap on every instance', async () => {
    const { item } = await listingItem();
    const before = (await readPublicationCounts(services)).get('listing')!;
    await decide(checker, (await pendingApprovalFor(services, 'content.withdraw', item.id))!.id);
    expect((await readPublicationCounts(services)).get('listing')).toBe(before + 1);
    expect(await onSite()).toEqual({ mart: false, search: false, sitemap: false });
    // A bookmark of it says it is no longer for sale (410); a number never published stays 404 (decision 101).
    expect(await loadProperty(routeArgs(`/property/${yaba}`, { id: yaba }))).toMatchObject({
      data: { kind: 'withdrawn' },
      init: { status: 410 },
    });
    const unpublished = await addContentItem({ services, member: maker, kind: 'listing' });
    for (const id of [unpublished.key, '999'])
      await expect(loadProperty(routeArgs(`/property/${id}`, { id }))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      loadGallery(routeArgs(`/gallery/property/${yaba}`, { resource: 'property', id: yaba })),
    ).rejects.toMatchObject({ init: { status: 404 } });
    expect((await listingItem()).published).toBeNull();
    expect((await historyOf(services, [item.id])).slice(-3).map((entry) => [entry.sentence, entry.outcome])).toEqual([
      ['Asked a second staff member to withdraw content from the site.', 'pending'],
      ['Tried to approve their own request to withdraw content from the site.', 'refused'],
      ['Approved the request to withdraw content from the site: it is done.', 'success'],
    ]);

    // Restoring the withdrawn version brings it back, with a second editor's approval like any change.
    const withdrawn = (await readContentItem(services, item.id))!.versions[0];
    await restoreContentVersion({ services, member: maker, input: { versionId: withdrawn.id } });
    await approveContentChange({ services, member: checker, input: { versionId: (await listingItem()).change!.id } });
    expect(await onSite()).toEqual({ mart: true, search: true, sitemap: true });
  });
});
