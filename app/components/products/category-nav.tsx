import { NavLink } from 'react-router';
import { PRODUCT_CATEGORIES } from '~/content/schemas/product-categories';
import { CATEGORY_TAB_LABELS } from './bucket-labels';

/**
 * Links between the category pages; the current one is marked for assistive technology. They wrap
 * onto a second row on phones rather than scroll, so that none is hidden off-screen.
 */
export function CategoryNav() {
  return (
    <nav aria-label="Product categories">
      <ul className="flex flex-wrap gap-2">
        {PRODUCT_CATEGORIES.map((category) => (
          <li key={category}>
            <NavLink
              to={`/products/category/${category}`}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 font-semibold ${isActive ? 'border-primary-700 bg-primary-700 text-white' : 'border-border-strong bg-surface text-ink hover:border-primary-700'}`
              }
            >
              {CATEGORY_TAB_LABELS[category]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
