// The pieces both flows (Caravanear, Sesión de pesada) are made of: the session's date and rodeo, a row's
// remove button, the category options and the docked save with its error.
import type { ReactNode } from "react";
import { SelectField } from "../../components/form-parts";
import { NamedOptions } from "../../components/named-options";
import { TextField } from "../../components/text-field";
import { useCategories } from "../../data/categories";
import { useRodeos } from "../../data/rodeos";
import { useMessages } from "../../lib/i18n";
import { flowMessages } from "./flow-messages";

interface SettingsProps {
  date: string;
  onDate: (date: string) => void;
  rodeoId: string;
  onRodeo: (rodeoId: string) => void;
  /** What else the session sets (a tagging's default category and sex). */
  children?: ReactNode;
}

export function FlowSettings({ date, onDate, rodeoId, onRodeo, children }: SettingsProps) {
  const t = useMessages(flowMessages);
  const rodeos = useRodeos().data ?? [];
  return (
    <section className="card" aria-label={t.settings}>
      <div className="flow-settings">
        <TextField label={t.date} type="date" value={date} onChange={(e) => onDate(e.target.value)} />
        <SelectField label={t.rodeo} value={rodeoId} onChange={(e) => onRodeo(e.target.value)}>
          <NamedOptions items={rodeos} empty={t.chooseRodeo} />
        </SelectField>
        {children}
      </div>
    </section>
  );
}

/** The organization's categories by name (what the API's `category` takes), after the empty choice. */
export function CategoryOptions({ empty }: { empty: string }) {
  const categories = useCategories().data ?? [];
  return (
    <>
      <option value="">{empty}</option>
      {categories.map((c) => (
        <option key={c.id} value={c.name}>
          {c.name}
        </option>
      ))}
    </>
  );
}

export function RemoveRead({ tag, onRemove }: { tag: string; onRemove: (tag: string) => void }) {
  const t = useMessages(flowMessages);
  return (
    <button type="button" className="btn btn-ghost btn-sm" aria-label={t.remove(tag)} onClick={() => onRemove(tag)}>
      ×
    </button>
  );
}

interface SaveProps {
  error: string | null;
  busy: boolean;
  disabled: boolean;
  label: string;
  onSave: () => void;
}

export function FlowSave({ error, busy, disabled, label, onSave }: SaveProps) {
  const t = useMessages(flowMessages);
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={busy || disabled} onClick={onSave}>
        {busy ? t.saving : label}
      </button>
    </>
  );
}
