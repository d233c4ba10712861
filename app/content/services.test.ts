import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderedPagePaths } from './prerender';
import { productById } from './products';
import { financeOverview, mortgageJourney, serviceById, services } from './services';

describe('services', () => {
  it('describes the five services, each with an existing picture and real related products', () => {
    expect(services.map((service) => service.title)).toEqual([
      'Mortgage Origination',
      'Construction Finance',
      'NHF Loans',
      'Estate Development',
      'Retail Banking',
    ]);
    for (const service of services) {
      expect(existsSync(`public${service.image.src}`), service.image.src).toBe(true);
      for (const id of service.relatedProductIds) expect(productById(id), `product ${id}`).toBeDefined();
    }
  });

  it('finds a service by the id in its address', () => {
    expect(serviceById('3')?.title).toBe('NHF Loans');
    expect(serviceById('6')).toBeUndefined();
  });

  it('explains what each application status means and what the customer does', () => {
    expect(mortgageJourney.statuses.map((status) => status.name)).toEqual(
      expect.arrayContaining(['Received', 'Offer issued', 'Disbursed', 'Declined']),
    );
    expect(mortgageJourney.steps.some((step) => step.action?.to === '/loan-calculator')).toBe(true);
    expect(mortgageJourney.steps.some((step) => step.action?.to === '/accountopening')).toBe(true);
  });

  it('links the finance overview to pages that exist', () => {
    const knownPages = new Set([
      ...services.map((service) => `/service-detail/${service.id}`),
      ...[7, 9, 10].map((id) => `/products/${id}`),
    ]);
    for (const offer of financeOverview.offers) expect(knownPages.has(offer.link.to), offer.link.to).toBe(true);
  });

  it('prerenders the service and loan pages', () => {
    const pages = prerenderedPagePaths();
    for (const path of [
      '/service-detail/1',
      '/service-detail/2',
      '/service-detail/3',
      '/service-detail/4',
      '/service-detail/5',
      '/finance',
      '/loan-calculator',
    ])
      expect(pages).toContain(path);
  });
});
