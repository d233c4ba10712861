import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHydratesContext } from '~/lib/route-handle';
import { Link } from './link';

const drawn = (isHydrated: boolean, link: React.ReactElement) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/products/1']}>
      <PageHydratesContext.Provider value={isHydrated}>{link}</PageHydratesContext.Provider>
    </MemoryRouter>,
  );

describe('Link', () => {
  it('is a plain anchor on a page without React, without the router-only props', () => {
    expect(
      drawn(
        false,
        <Link to="/about" className="nav" reloadDocument prefetch="intent" replace>
          About
        </Link>,
      ),
    ).toBe('<a href="/about" class="nav">About</a>');
    expect(drawn(false, <Link to="?page=2">Next</Link>)).toBe('<a href="?page=2">Next</a>');
  });

  it("is React Router's link on a page with React, and for an address relative to the route", () => {
    expect(drawn(true, <Link to="/about">About</Link>)).toBe('<a href="/about" data-discover="true">About</a>');
    expect(drawn(false, <Link to="photos">Photos</Link>)).toBe('<a href="/photos" data-discover="true">Photos</a>');
  });
});
