import { formatNaira } from '@domain/mortgage';
import { buttonClasses } from '~/components/ui/button-link';
import { propertyMartTexts } from '~/content/pages/property-mart';
import { BEDROOM_CHOICES, PRICE_STEPS, type PropertyFilters } from '~/content/property-search';
import { PROPERTY_TYPES } from '@domain/content/property-types';
import { PROPERTY_TYPE_LABELS } from './property-labels';

const CONTROL =
  'mt-1 block min-h-11 w-full rounded-input border border-border-strong bg-surface px-3 text-base text-ink tabular';

interface Choice {
  value: string;
  label: string;
}

function SelectField({
  name,
  label,
  value,
  choices,
}: {
  name: keyof PropertyFilters;
  label: string;
  value: string | number | undefined;
  choices: Choice[];
}) {
  const id = `property-${name}`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value === undefined ? '' : String(value)} className={CONTROL}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The form's price steps, with the one a link named when it is not among them. */
function priceChoices(anyLabel: string, chosen: number | undefined): Choice[] {
  const steps: number[] = [...PRICE_STEPS];
  if (chosen !== undefined && !steps.includes(chosen)) steps.push(chosen);
  return [
    { value: '', label: anyLabel },
    ...steps.sort((a, b) => a - b).map((price) => ({ value: String(price), label: formatNaira(price) })),
  ];
}

/**
 * The Property Mart's filters: a plain GET form to /property, so it works without JavaScript and
 * every result has an address to share. Submitting starts again at the first page.
 */
export function PropertyFiltersForm({ filters, states }: { filters: PropertyFilters; states: string[] }) {
  const copy = propertyMartTexts.filters;
  return (
    <form
      method="get"
      action="/property"
      aria-labelledby="filters-title"
      className="rounded-card bg-surface-subtle p-5"
    >
      <h2 id="filters-title" className="text-lg font-bold">
        {copy.title}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          name="state"
          label={copy.state}
          value={filters.state}
          choices={[{ value: '', label: copy.anyState }, ...states.map((state) => ({ value: state, label: state }))]}
        />
        <SelectField
          name="type"
          label={copy.type}
          value={filters.type}
          choices={[
            { value: '', label: copy.anyType },
            ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
          ]}
        />
        <SelectField
          name="minPrice"
          label={copy.minPrice}
          value={filters.minPrice}
          choices={priceChoices(copy.noMinimum, filters.minPrice)}
        />
        <SelectField
          name="maxPrice"
          label={copy.maxPrice}
          value={filters.maxPrice}
          choices={priceChoices(copy.noMaximum, filters.maxPrice)}
        />
        <SelectField
          name="bedrooms"
          label={copy.bedrooms}
          value={filters.bedrooms}
          choices={[
            { value: '', label: copy.anyBedrooms },
            ...BEDROOM_CHOICES.map((count) => ({ value: String(count), label: copy.atLeastBedrooms(count) })),
          ]}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" className={`${buttonClasses('primary')} w-full sm:w-auto`}>
          {copy.submit}
        </button>
        <a
          href="/property"
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
        >
          {copy.reset}
        </a>
      </div>
    </form>
  );
}
