// A list's filter row and its fields: a search box, a select and a date (or month) input, each labelled
// by its own id so the list screens keep their ids and their labels' wording.
import type { InputHTMLAttributes, ReactNode } from "react";

export function FilterBar({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={className} role="search">
      {children}
    </div>
  );
}

export interface FilterInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled input (type "search", "date", "month"…) that reports its text. */
export function FilterInput({ id, label, onValue, ...input }: FilterInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" {...input} onChange={(e) => onValue(e.target.value)} />
    </div>
  );
}

/** The list's search box, labelled and hinted by the screen's texts ("Buscar", "Nombre, CUIT…"). */
export function FilterSearch({
  texts,
  ...input
}: Omit<FilterInputProps, "label" | "placeholder" | "type"> & {
  texts: { search: string; searchPlaceholder: string };
}) {
  return <FilterInput label={texts.search} type="search" placeholder={texts.searchPlaceholder} {...input} />;
}

/** "Desde" and "Hasta" ({idPrefix}-from, {idPrefix}-to); bounded, neither may pass the other. */
export function FilterDates({
  idPrefix,
  texts,
  type = "date",
  from,
  to,
  onFrom,
  onTo,
  bounded = false,
}: {
  idPrefix: string;
  texts: { from: string; to: string };
  type?: "date" | "month";
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  bounded?: boolean;
}) {
  const ends = [
    { end: "from", label: texts.from, value: from, onValue: onFrom, max: bounded ? to || undefined : undefined },
    { end: "to", label: texts.to, value: to, onValue: onTo, min: bounded ? from || undefined : undefined },
  ];
  return ends.map(({ end, ...input }) => <FilterInput key={end} id={`${idPrefix}-${end}`} type={type} {...input} />);
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string | number;
  onValue: (value: string) => void;
  /** The <option>s, the "all" choice included. */
  children: ReactNode;
}

export function FilterSelect({ id, label, value, onValue, children }: FilterSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onValue(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The options of a select over labelled values, after the "all" choice (value ""). */
export function LabelOptions({ all, labels }: { all: string; labels: Readonly<Record<string, string>> }) {
  return (
    <>
      <option value="">{all}</option>
      {Object.entries(labels).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
