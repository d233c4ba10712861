import type { ReactNode } from 'react';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import { CALCULATOR_BASES, applyProduct } from '@domain/mortgage-form';
import { MORTGAGE_PRODUCTS, mortgageProduct } from '@domain/mortgage-products';
import { buttonClasses } from '~/components/ui/button-link';
import { Link } from '~/components/ui/link';
import type { MortgageCalculatorState } from './use-mortgage-calculator';

/** The product: choosing one brings its terms (without JavaScript, through the "use its terms" button). */
export function ProductChoice({ calculator }: { calculator: MortgageCalculatorState }) {
  const { fields, hydrated, update } = calculator;
  const product = mortgageProduct(fields.product) ?? MORTGAGE_PRODUCTS[0];
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{copy.form.productLegend}</legend>
      <p className="mt-1 text-xs text-muted">{copy.form.productHint}</p>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {MORTGAGE_PRODUCTS.map((option) => (
          <Choice
            key={option.id}
            name="product"
            value={option.id}
            checked={fields.product === option.id}
            onChange={() => update((current) => applyProduct({ ...current, product: option.id }, option))}
          >
            <span className="font-semibold">{option.name}</span>
            <span className="block text-xs text-muted tabular">{`${option.annualRatePercent}% a year, up to ${option.maxTenorYears} years`}</span>
          </Choice>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {hydrated ? null : (
          <button type="submit" name="preset" value="apply" className={buttonClasses('outline', 'sm')}>
            {copy.form.useProductTerms}
          </button>
        )}
        <Link to={product.productPath} className="text-sm font-semibold text-primary-700 underline underline-offset-2">
          {copy.results.productPage(product.name)}
        </Link>
      </div>
    </fieldset>
  );
}

/** What the loan is worked out from: the price, the amount, or the income. */
export function BasisChoice({ calculator }: { calculator: MortgageCalculatorState }) {
  const { fields, update } = calculator;
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{copy.form.basisLegend}</legend>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {CALCULATOR_BASES.map((basis) => (
          <Choice
            key={basis}
            name="basis"
            value={basis}
            checked={(fields.basis || 'price') === basis}
            onChange={() => update({ basis })}
          >
            {copy.form.bases[basis]}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-input border border-border-strong px-3 py-2.5 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-primary-700"
      />
      <span>{children}</span>
    </label>
  );
}
