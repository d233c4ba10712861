import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { publicSiteTexts } from '@domain/messages/public-site';

/**
 * A GET form to /search with the one field named `search` (as the header's search box), so it
 * works before JavaScript loads and every result page has an address that can be shared.
 */
export function SiteSearchForm({
  defaultValue = '',
  label = publicSiteTexts.articles.search.label,
  id = 'site-search',
}: {
  defaultValue?: string;
  label?: string;
  id?: string;
}) {
  return (
    <Form method="get" action="/search" role="search" className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="search"
          defaultValue={defaultValue}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          className="min-h-11 w-full min-w-0 rounded-input border border-border-strong bg-surface px-3 text-base text-ink"
        />
        <button type="submit" className={`${buttonClasses('primary')} shrink-0 px-4`}>
          <Search aria-hidden="true" className="size-5" />
          {publicSiteTexts.articles.search.submit}
        </button>
      </div>
    </Form>
  );
}
