import { Download, FileText, Printer } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Form } from 'react-router';
import { Link } from '~/components/ui/link';
import { formatKobo } from '@domain/kobo';
import { mortgageCalculator as copy } from '~/content/pages/loan-calculator';
import {
  CALCULATOR_BASES,
  CALCULATOR_FIELD_NAMES,
  CALCULATOR_FIELD_RULES,
  applyProduct,
  calculateFromFields,
  calculatorQuery,
  formatPriceField,
  nextMonth,
  type CalculatorFieldName,
  type MortgageCalculation,
  type MortgageCalculatorFields,
} from '@domain/mortgage-form';
import { MORTGAGE_PRODUCTS, mortgageProduct } from '@domain/mortgage-products';
import { PAYMENT_FREQUENCIES } from '@domain/mortgage-schedule';
import { Field, controlClasses } from '~/components/form-kit/field';
import { useHydrated } from '~/components/form-kit/use-hydrated';
import { changedControls } from '~/lib/changed-controls';
import { buttonClasses } from '~/components/ui/button-link';
import { BalanceChart, SplitChart } from './calculator-charts';
import { CalculatorField } from './calculator-field';
import { CalculatorResults } from './calculator-results';
import { ScheduleTables, monthName } from './schedule-tables';

const CALCULATOR_FORM_ID = 'mortgage-calculator';
const PATH = '/loan-calculator';
/** How long typing pauses before the address follows the form. */
const ADDRESS_DELAY_MS = 300;

/**
 * The Mortgage Calculator: a GET form that the server renders with its result, so it works and
 * prints before JavaScript loads (or without it); with JavaScript the result follows every
 * keystroke and the address follows the form (replacing the entry), so it can be shared. Errors
 * show once a field is left, or straight away for figures that arrived in the address.
 */
export function MortgageCalculator({
  initialFields,
  hasSubmitted,
  defaultStartMonth,
}: {
  initialFields: MortgageCalculatorFields;
  hasSubmitted: boolean;
  /** Next month when the server renders a request; none while prerendering (a build's month goes stale). */
  defaultStartMonth?: string;
}) {
  const hydrated = useHydrated();
  const [fields, setFields] = useState(initialFields);
  const [isEdited, setIsEdited] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<CalculatorFieldName>>(
    () => new Set(hasSubmitted ? CALCULATOR_FIELD_NAMES : []),
  );
  const startMonth = defaultStartMonth ?? (hydrated ? nextMonth() : undefined);
  const calculation = useMemo(
    () => calculateFromFields(fields, { defaultStartMonth: startMonth }),
    [fields, startMonth],
  );
  // The long schedule and the charts may lag a keystroke behind the figures on a slow phone.
  const shown = useDeferredValue(calculation);
  const errorOf = (name: CalculatorFieldName) => (visited.has(name) ? calculation.errors[name] : undefined);
  const form = useRef<HTMLFormElement>(null);
  const query = calculatorQuery(fields).toString();

  useEffect(() => {
    // After a submission with mistakes, start where the first one is (GOV.UK pattern).
    const firstError = CALCULATOR_FIELD_NAMES.find(
      (name) => hasSubmitted && calculateFromFields(initialFields).errors[name],
    );
    if (firstError) form.current?.querySelector<HTMLInputElement>(`[name="${firstError}"]`)?.focus();
  }, [hasSubmitted, initialFields]);

  // What the visitor chose or typed before this code arrived stays in the form's controls: it becomes
  // the calculator's state, as if made now (a product chosen brings its terms).
  useEffect(() => {
    const changes: Partial<MortgageCalculatorFields> = {};
    for (const control of changedControls(form.current!)) {
      if ((CALCULATOR_FIELD_NAMES as readonly string[]).includes(control.name))
        changes[control.name as CalculatorFieldName] = control.value;
    }
    if (Object.keys(changes).length === 0) return;
    const chosenProduct = changes.product ? mortgageProduct(changes.product) : undefined;
    update((current) =>
      chosenProduct ? applyProduct({ ...current, ...changes }, chosenProduct) : { ...current, ...changes },
    );
    // Once, when the calculator takes the form over; later changes come through the controls' handlers.
  }, []);

  useEffect(() => {
    if (!isEdited) return;
    // The router's own state stays with the entry; only its address changes, so no navigation runs per keystroke.
    const timer = window.setTimeout(
      () => window.history.replaceState(window.history.state, '', `${PATH}?${query}`),
      ADDRESS_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isEdited, query]);

  const update = (
    changes: Partial<MortgageCalculatorFields> | ((current: MortgageCalculatorFields) => MortgageCalculatorFields),
  ) => {
    setIsEdited(true);
    setFields((current) => (typeof changes === 'function' ? changes(current) : { ...current, ...changes }));
  };

  const bind = (name: CalculatorFieldName) => ({
    name,
    value: fields[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value }),
    onBlur: () => {
      setVisited((current) => new Set(current).add(name));
      if (name === 'price') {
        const price = CALCULATOR_FIELD_RULES.price.safeParse(fields.price);
        if (price.success) setFields((current) => ({ ...current, price: formatPriceField(price.data) }));
      }
    },
  });

  const product = mortgageProduct(fields.product) ?? MORTGAGE_PRODUCTS[0];
  const equityHint =
    calculation.isValid && calculation.input.equityKobo !== null
      ? copy.form.equityOf(formatKobo(calculation.input.equityKobo, { wholeNaira: true }))
      : copy.form.equity.hint;
  const hasExtras = ['extraMonthly', 'extraYearly', 'extraOnce'].some(
    (name) => fields[name as CalculatorFieldName].trim() !== '',
  );

  return (
    <>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Form
          ref={form}
          id={CALCULATOR_FORM_ID}
          method="get"
          action={PATH}
          replace
          preventScrollReset
          noValidate
          className="calculator-form grid grid-cols-1 gap-6 rounded-card border border-border p-4 sm:p-6 print:hidden"
        >
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
              <Link
                to={product.productPath}
                className="text-sm font-semibold text-primary-700 underline underline-offset-2"
              >
                {copy.results.productPage(product.name)}
              </Link>
            </div>
          </fieldset>

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

          <div data-basis="price" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <CalculatorField
                {...bind('price')}
                label={copy.form.price.label}
                hint={copy.form.price.hint}
                prefix="₦"
                inputMode="numeric"
              />
            </div>
          </div>
          <div data-basis="loan" className="grid grid-cols-1 gap-5">
            <CalculatorField
              {...bind('loanAmount')}
              label={copy.form.loanAmount.label}
              hint={copy.form.loanAmount.hint}
              prefix="₦"
              inputMode="decimal"
            />
          </div>
          <div data-basis="income" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <CalculatorField
              {...bind('netMonthlyIncome')}
              label={copy.form.netMonthlyIncome.label}
              hint={copy.form.netMonthlyIncome.hint}
              prefix="₦"
              inputMode="decimal"
            />
            <CalculatorField
              {...bind('existingRepayments')}
              label={copy.form.existingRepayments.label}
              hint={copy.form.existingRepayments.hint}
              prefix="₦"
              inputMode="decimal"
            />
            <CalculatorField
              {...bind('incomeSharePercent')}
              label={copy.form.incomeShare.label}
              hint={copy.form.incomeShare.hint}
              suffix="%"
              inputMode="decimal"
            />
          </div>

          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div data-basis="price income">
              <CalculatorField
                {...bind('equityPercent')}
                label={copy.form.equity.label}
                hint={equityHint}
                suffix="%"
                inputMode="decimal"
              />
            </div>
            <CalculatorField
              {...bind('annualRatePercent')}
              label={copy.form.rate.label}
              hint={copy.form.rate.hint(product.name, product.annualRatePercent)}
              suffix="% a year"
              inputMode="decimal"
            />
            <CalculatorField
              {...bind('tenorYears')}
              label={copy.form.tenor.label}
              hint={copy.form.tenor.hint(product.name, product.minTenorYears, product.maxTenorYears)}
              suffix="years"
              inputMode="numeric"
            />
            <div data-product="tom">
              <Field
                id="calculator-frequency"
                label={copy.form.frequency.label}
                hint={copy.form.frequency.hint}
                isSelect
              >
                {(control) => (
                  <select
                    {...control}
                    name="frequency"
                    value={fields.frequency}
                    onChange={(event) => update({ frequency: event.target.value })}
                    className={controlClasses({ isSelect: true })}
                  >
                    {PAYMENT_FREQUENCIES.map((frequency) => (
                      <option key={frequency} value={frequency}>
                        {copy.frequencyWords[frequency].adjective}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <Field
              id="calculator-startMonth"
              label={copy.form.startMonth.label}
              hint={copy.form.startMonth.hint}
              error={errorOf('startMonth')}
            >
              {(control) => (
                <input
                  {...control}
                  name="startMonth"
                  autoComplete="off"
                  spellCheck={false}
                  value={fields.startMonth}
                  onChange={(event) => update({ startMonth: event.target.value })}
                  onBlur={() => setVisited((current) => new Set(current).add('startMonth'))}
                  className={`${controlClasses({ invalid: Boolean(errorOf('startMonth')) })} tabular`}
                />
              )}
            </Field>
          </div>

          <details open={hasExtras || undefined} className="rounded-input border border-border p-4">
            <summary className="cursor-pointer font-semibold">{copy.form.extrasSummary}</summary>
            <p className="mt-2 text-sm text-muted">{copy.form.extrasHint}</p>
            <div className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
              <CalculatorField
                {...bind('extraMonthly')}
                label={copy.form.extraMonthly.label}
                hint={copy.form.extraMonthly.hint}
                prefix="₦"
                inputMode="decimal"
              />
              <CalculatorField
                {...bind('extraYearly')}
                label={copy.form.extraYearly.label}
                hint={copy.form.extraYearly.hint}
                prefix="₦"
                inputMode="decimal"
              />
              <CalculatorField
                {...bind('extraOnce')}
                label={copy.form.extraOnce.label}
                hint={copy.form.extraOnce.hint}
                prefix="₦"
                inputMode="decimal"
              />
              <CalculatorField
                {...bind('extraOnceMonth')}
                label={copy.form.extraOnceMonth.label}
                hint={copy.form.extraOnceMonth.hint}
                inputMode="numeric"
              />
            </div>
          </details>

          <button type="submit" className={`w-full sm:w-auto sm:justify-self-start ${buttonClasses('primary')}`}>
            {copy.form.submit}
          </button>
        </Form>

        {/* On phones the estimate follows the form; on wide screens it stays in view beside it. */}
        <div className="grid grid-cols-1 gap-4 lg:sticky lg:top-4">
          <CalculatorResults calculation={calculation} />
          {calculation.isValid ? (
            <Actions
              query={query}
              canPrint={hydrated}
              outsideTerms={calculation.problems.length > 0 ? calculation.input.product.name : null}
            />
          ) : null}
        </div>
      </div>
      {shown.isValid ? <Details calculation={shown} /> : null}
    </>
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

/** Apply (only for figures within the product's terms: the application would refuse the others), download, print. */
function Actions({ query, canPrint, outsideTerms }: { query: string; canPrint: boolean; outsideTerms: string | null }) {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      {outsideTerms ? (
        <p className="w-full">{copy.actions.applyOutside(outsideTerms)}</p>
      ) : (
        <Link to={`/loan-step?${query}`} className={`grow ${buttonClasses('accent')}`}>
          <FileText aria-hidden="true" size={20} /> {copy.actions.apply}
        </Link>
      )}
      <a
        href={`${PATH}/schedule.csv?${query}`}
        download="mortgage-schedule.csv"
        className={`grow ${buttonClasses('outline')}`}
      >
        <Download aria-hidden="true" size={20} /> {copy.actions.csv}
      </a>
      {canPrint ? (
        <button type="button" onClick={() => window.print()} className={`grow ${buttonClasses('outline')}`}>
          <Printer aria-hidden="true" size={20} /> {copy.actions.print}
        </button>
      ) : null}
    </div>
  );
}

/** What was entered, for the printed page (the form itself does not print). */
function PrintSummary({ calculation }: { calculation: Extract<MortgageCalculation, { isValid: true }> }) {
  const { input } = calculation;
  const extras = input.extras;
  const rows: [string, string][] = [
    [copy.form.productLegend, input.product.name],
    ...(input.priceKobo !== null ? ([[copy.results.price, formatKobo(input.priceKobo)]] as [string, string][]) : []),
    ...(input.basis !== 'loan' ? ([[copy.form.equity.label, `${input.equityPercent}%`]] as [string, string][]) : []),
    [copy.results.loanAmount, formatKobo(input.loanKobo)],
    ...(input.income
      ? ([
          [copy.form.netMonthlyIncome.label, formatKobo(input.income.netMonthlyIncomeKobo)],
          [copy.form.existingRepayments.label, formatKobo(input.income.existingRepaymentsKobo)],
        ] as [string, string][])
      : []),
    [copy.form.rate.label, `${input.annualRatePercent}% a year`],
    [copy.form.tenor.label, `${input.tenorYears} years`],
    [copy.form.frequency.label, copy.frequencyWords[input.frequency].adjective],
    ...(input.startMonth ? ([[copy.form.startMonth.label, monthName(input.startMonth)]] as [string, string][]) : []),
    ...((extras.monthlyKobo ?? 0) > 0
      ? ([[copy.form.extraMonthly.label, formatKobo(extras.monthlyKobo ?? 0)]] as [string, string][])
      : []),
    ...((extras.yearlyKobo ?? 0) > 0
      ? ([[copy.form.extraYearly.label, formatKobo(extras.yearlyKobo ?? 0)]] as [string, string][])
      : []),
    ...(extras.oneOff ?? []).map(
      (oneOff) =>
        [copy.form.extraOnce.label, `${formatKobo(oneOff.amountKobo)} in month ${oneOff.month}`] as [string, string],
    ),
  ];
  return (
    <section aria-labelledby="summary-title" className="hidden print:block">
      <h2 id="summary-title" className="text-lg font-bold">
        {copy.summary.title}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-2 text-sm tabular">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Details({ calculation }: { calculation: Extract<MortgageCalculation, { isValid: true }> }) {
  return (
    <div className="mt-10 grid grid-cols-1 gap-10">
      <PrintSummary calculation={calculation} />
      <section aria-labelledby="charts-title" className="calculator-charts">
        <h2 id="charts-title" className="text-xl font-bold">
          {copy.charts.title}
        </h2>
        <div className="mt-4 grid grid-cols-1 gap-8 md:grid-cols-2">
          <BalanceChart schedule={calculation.schedule} tenorYears={calculation.input.tenorYears} />
          <SplitChart years={calculation.years} />
        </div>
      </section>
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="text-xl font-bold">
          {copy.schedule.title}
        </h2>
        <div className="mt-4">
          <ScheduleTables schedule={calculation.schedule} years={calculation.years} />
        </div>
      </section>
    </div>
  );
}
