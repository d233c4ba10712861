import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ItemPageLead } from './item-page-lead';

const BACK =
  '<a class="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2" href="/staff/loans" data-discover="true">Back to the list</a>';

const drawn = (lead: React.ReactElement) =>
  renderToStaticMarkup(<MemoryRouter initialEntries={['/staff/loans/1']}>{lead}</MemoryRouter>);

describe('ItemPageLead', () => {
  it('draws the back link alone, or after the page’s sentence', () => {
    expect(drawn(<ItemPageLead backTo="/staff/loans" backLabel="Back to the list" />)).toBe(BACK);
    expect(
      drawn(<ItemPageLead lead="One account’s attempts." backTo="/staff/loans" backLabel="Back to the list" />),
    ).toBe(`<span class="block">One account’s attempts.</span>${BACK}`);
  });

  it('puts further links beside the back link, on one wrapping row', () => {
    expect(
      drawn(
        <ItemPageLead backTo="/staff/loans" backLabel="Back to the list">
          <a href="/staff/customers?q=1">See everything of this customer</a>
        </ItemPageLead>,
      ),
    ).toBe(
      `<span class="flex flex-wrap gap-x-6">${BACK}<a href="/staff/customers?q=1">See everything of this customer</a></span>`,
    );
  });
});
