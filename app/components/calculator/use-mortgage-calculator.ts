import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  CALCULATOR_FIELD_NAMES,
  CALCULATOR_FIELD_RULES,
  applyProduct,
  calculateFromFields,
  calculatorQuery,
  formatPriceField,
  nextMonth,
  type CalculatorFieldName,
  type MortgageCalculatorFields,
} from '@domain/mortgage-form';
import { mortgageProduct } from '@domain/mortgage-products';
import { useHydrated } from '~/components/form-kit/use-hydrated';
import { changedControls } from '~/lib/changed-controls';

export const CALCULATOR_PATH = '/loan-calculator';
/** How long typing pauses before the address follows the form. */
const ADDRESS_DELAY_MS = 300;

type FieldsChange =
  Partial<MortgageCalculatorFields> | ((current: MortgageCalculatorFields) => MortgageCalculatorFields);

/**
 * The calculator's state: the fields as typed, the figures they give, which fields were left (their
 * errors show from then on, or at once after a submission), and the address following the form.
 */
export function useMortgageCalculator({
  initialFields,
  hasSubmitted,
  defaultStartMonth,
}: {
  initialFields: MortgageCalculatorFields;
  hasSubmitted: boolean;
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
  const formRef = useRef<HTMLFormElement>(null);
  const query = calculatorQuery(fields).toString();

  useEffect(() => {
    // After a submission with mistakes, start where the first one is (GOV.UK pattern).
    const firstError = CALCULATOR_FIELD_NAMES.find(
      (name) => hasSubmitted && calculateFromFields(initialFields).errors[name],
    );
    if (firstError) formRef.current?.querySelector<HTMLInputElement>(`[name="${firstError}"]`)?.focus();
  }, [hasSubmitted, initialFields]);

  // What the visitor chose or typed before this code arrived stays in the form's controls: it becomes
  // the calculator's state, as if made now (a product chosen brings its terms).
  useEffect(() => {
    const changes: Partial<MortgageCalculatorFields> = {};
    for (const control of changedControls(formRef.current!)) {
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
      () => window.history.replaceState(window.history.state, '', `${CALCULATOR_PATH}?${query}`),
      ADDRESS_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isEdited, query]);

  const update = (changes: FieldsChange) => {
    setIsEdited(true);
    setFields((current) => (typeof changes === 'function' ? changes(current) : { ...current, ...changes }));
  };

  const markVisited = (name: CalculatorFieldName) => setVisited((current) => new Set(current).add(name));

  /** A figure field's props: its value, its error once left, and the price tidied on leaving. */
  const bind = (name: CalculatorFieldName) => ({
    name,
    value: fields[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.target.value }),
    onBlur: () => {
      markVisited(name);
      if (name === 'price') {
        const price = CALCULATOR_FIELD_RULES.price.safeParse(fields.price);
        if (price.success) setFields((current) => ({ ...current, price: formatPriceField(price.data) }));
      }
    },
  });

  return { hydrated, fields, calculation, shown, query, formRef, errorOf, update, markVisited, bind };
}

export type MortgageCalculatorState = ReturnType<typeof useMortgageCalculator>;
