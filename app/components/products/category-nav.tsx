import { NavLink } from 'react-router';
import { PRODUCT_CATEGORIES } from '~/content/schemas/product-categories';
import { CATEGORY_TAB_LABELS } from './bucket-labels';

/** Links between the category pages; the current one is marked for assistive technology. */
export function CategoryNav() {
  return (
    <nav aria-label="Product categories" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
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
