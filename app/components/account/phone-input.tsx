import { Check, ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PHONE_MAX_DIGITS, PHONE_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { messages } from '@domain/messages';
import { controlClasses, type ControlProps } from '~/components/form-kit/field';
import { useDebouncedValue } from '~/components/form-kit/use-debounced-value';
import { useHydrated } from '~/components/form-kit/use-hydrated';
import { useLoadedModule } from '~/lib/use-loaded-module';
import { DEFAULT_COUNTRY, switchDialCode, withChosenCountry, type PhoneCountry } from './phone-country';

const importCountryTable = () => import('./phone-countries');
type CountryTable = Awaited<ReturnType<typeof importCountryTable>>;

/** Keeps what a phone number may hold: a leading plus and at most 15 digits. */
export function cleanPhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  return raw.trim().startsWith('+') ? `+${digits}` : digits;
}

/**
 * The phone field: an international number with a country picker (Nigeria by default) whose list
 * can be searched. Without JavaScript it is a plain telephone input that accepts the local or the
 * international form; the server converts both.
 */
export function PhoneInput({
  control,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  locked,
  disabled,
  invalid,
}: {
  control: ControlProps;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  locked: boolean;
  disabled: boolean;
  invalid: boolean;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<PhoneCountry>(DEFAULT_COUNTRY);
  const digits = value.replace(/\D/g, '');
  const isInternational = value.startsWith('+');
  // The picker's table comes when the field unlocks: until then the picker shows Nigeria, disabled.
  const table = useLoadedModule(importCountryTable, hydrated && !locked && (!disabled || isInternational));
  const country = isInternational && table ? table.countryOfNumber(digits, chosen) : chosen;
  const input = useRef<HTMLInputElement>(null);

  function pick(next: PhoneCountry) {
    setChosen(next);
    const international = isInternational ? digits : country.dialCode + digits.replace(/^0/, '');
    onChange(`+${switchDialCode(international, country, next)}`);
    input.current?.focus();
  }

  return (
    <div className="flex gap-2">
      {hydrated && !locked ? (
        <CountryPicker country={country} table={table} onPick={pick} disabled={disabled || !table} />
      ) : null}
      <input
        {...control}
        ref={input}
        type="tel"
        name={name}
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_DIGITS + 6}
        value={value}
        readOnly={locked}
        disabled={disabled}
        onChange={(event) => onChange(withChosenCountry(cleanPhoneInput(event.target.value), chosen))}
        onBlur={onBlur}
        onFocus={onFocus}
        className={`${controlClasses({ invalid, locked: locked || disabled })} tabular`}
      />
    </div>
  );
}

function countryOptionId(ids: string, index: number) {
  return `${ids}-country-${index}`;
}

function CountryPicker({
  country,
  table,
  onPick,
  disabled,
}: {
  country: PhoneCountry;
  table: CountryTable | undefined;
  onPick: (country: PhoneCountry) => void;
  disabled: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, PHONE_SEARCH_DEBOUNCE_MS);
  const found = useMemo(() => table?.searchPhoneCountries(settledQuery) ?? [], [table, settledQuery]);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const ids = useId();
  const listId = `${ids}-countries`;

  useEffect(() => setActive(0), [settledQuery]);
  useEffect(() => {
    if (isOpen) search.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    if (!isOpen) return;
    document.getElementById(countryOptionId(ids, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, isOpen, ids]);
  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node))
        setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    setQuery('');
    button.current?.focus();
  }

  function choose(next: PhoneCountry) {
    setIsOpen(false);
    setQuery('');
    onPick(next);
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, found.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const next = found[active];
      if (next) choose(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-label={messages.accountScreens.phone.countryButton(country.name, country.dialCode)}
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        className="flex min-h-11 items-center gap-1 rounded-input border border-border-strong bg-surface-subtle px-3 font-semibold tabular text-ink disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:text-muted"
      >
        <span aria-hidden="true">
          {country.code} +{country.dialCode}
        </span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {isOpen ? (
        <div
          ref={panel}
          className="absolute top-full left-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-card border border-border bg-surface p-2 shadow-raised"
        >
          <label htmlFor={`${ids}-search`} className="text-xs font-semibold text-ink">
            {messages.accountScreens.phone.searchLabel}
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              ref={search}
              id={`${ids}-search`}
              type="search"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={found[active] ? countryOptionId(ids, active) : undefined}
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKey}
              className="block min-h-11 w-full rounded-input border border-border-strong px-3 py-2 pl-8 text-base"
            />
          </div>
          {found.length === 0 ? (
            <p role="status" className="px-2 py-3 text-sm text-muted">
              {messages.errors.noEntriesToShow}
            </p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label={messages.accountScreens.phone.listLabel}
            className="mt-1 max-h-64 overflow-y-auto"
            hidden={found.length === 0}
          >
            {found.map((option, index) => (
              <li
                key={option.code}
                id={countryOptionId(ids, index)}
                role="option"
                aria-selected={option.code === country.code}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-input px-2 text-sm ${index === active ? 'bg-primary-50' : ''}`}
              >
                <span>
                  {option.name} <span className="tabular text-muted">+{option.dialCode}</span>
                </span>
                {option.code === country.code ? <Check className="size-4 text-primary-700" aria-hidden="true" /> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
