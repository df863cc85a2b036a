// The <option>s of the selects: over named records (lots, rodeos, members...), over fixed values read by a
// label, over ready { value, label } pairs, and over organization roles.
import type { ReactNode } from "react";
import { useLocale } from "../lib/i18n";
import { roleLabel } from "../lib/roles";

export function NamedOptions({
  items,
  empty,
}: {
  items: ReadonlyArray<{ id: number; name: string }>;
  /** The label of the empty choice (value ""); none when absent. */
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** Ready { value, label } pairs. */
export function LabelledOptions({ options }: { options: ReadonlyArray<{ value: string | number; label: ReactNode }> }) {
  return (
    <>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** One option a value, its text from `label`. */
export function ValueOptions<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return <LabelledOptions options={values.map((value) => ({ value, label: label(value) }))} />;
}

/** The roles, by their names in the current language. */
export function RoleOptions({ roles }: { roles: readonly string[] }) {
  const locale = useLocale();
  return <ValueOptions values={roles} label={(r) => roleLabel(r, locale)} />;
}
