// Phone input with a searchable country picker (docs/client-rules.md): search by name or dial code,
// Argentina by default; `value` is the stored form (for Argentina with the 9 after +54).
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { defineMessages, useLocale, useMessages } from "../../lib/i18n";
import { FieldNotes, useFieldIds } from "../field-notes";
import { Icon } from "../icon";
import { DEFAULT_COUNTRY, searchCountries, type Country } from "./countries";
import { fromStoredPhone, toStoredPhone } from "./phone-value";
import "./phone-input.css";

const messages = defineMessages(
  {
    country: "País",
    search: "Buscar país o código",
    countries: "Países",
    none: "No se encontraron países",
  },
  {
    country: "Country",
    search: "Search country or code",
    countries: "Countries",
    none: "No countries found",
  },
);

export interface PhoneInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

export function PhoneInput({ label, value, onChange, error, hint, required, disabled }: PhoneInputProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const [preferred, setPreferred] = useState<Country>(DEFAULT_COUNTRY);
  const parts = fromStoredPhone(value, preferred);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchCountries(query), [query]);
  const ids = useFieldIds(error, hint);
  const inputId = ids.id;
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function choose(country: Country) {
    setPreferred(country);
    onChange(toStoredPhone(country, parts.national));
    setOpen(false);
    setQuery("");
    numberRef.current?.focus();
  }

  function onSearchKey(e: React.KeyboardEvent) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      const c = results[active];
      if (c) choose(c);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  }

  const countryName = (c: Country) => (locale === "es" ? c.es : c.en);
  const optionId = (c: Country) => `${listId}-${c.code}`;

  return (
    <div className="field phone-input" ref={rootRef}>
      <label htmlFor={inputId}>{label}</label>
      <div className="phone-row">
        <button
          ref={triggerRef}
          type="button"
          className="phone-country"
          aria-label={`${t.country}: ${countryName(parts.country)}, ${parts.country.code} ${parts.country.dial}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => {
            setActive(0);
            setOpen((o) => !o);
          }}
        >
          <span className="phone-country-code">{parts.country.code}</span>
          <span>{parts.country.dial}</span>
          <Icon name="chevronDown" size={16} />
        </button>
        <input
          ref={numberRef}
          id={inputId}
          className="input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={parts.national}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => onChange(toStoredPhone(parts.country, e.target.value))}
        />
      </div>
      {open ? (
        <div className="phone-popover">
          <div className="phone-search">
            <Icon name="search" size={18} />
            <input
              ref={searchRef}
              className="input"
              role="combobox"
              aria-label={t.search}
              placeholder={t.search}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results[active] ? optionId(results[active]) : undefined}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKey}
            />
          </div>
          {results.length === 0 ? (
            <p className="phone-none" role="status">
              {t.none}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t.countries} className="phone-options">
              {results.map((c, i) => (
                // Keyboard users choose with the arrows and Enter in the search box (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
                <li
                  key={c.code}
                  id={optionId(c)}
                  role="option"
                  aria-selected={c.code === parts.country.code}
                  data-active={i === active}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(c)}
                >
                  <span className="phone-country-code">{c.code}</span>
                  <span className="phone-option-name">{countryName(c)}</span>
                  <span className="muted">{c.dial}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
