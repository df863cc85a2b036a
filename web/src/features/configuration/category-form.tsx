// A category's name, plural and EV, for create and edit, checked with the API's own categoryBody (name
// required, EV 0–10): its messages show under the fields. The plural follows the name (Spanish rules,
// @shared/plural) until the user writes their own; one equal to the derived plural is saved as null, so a
// later rename keeps deriving it.
import { pluralize } from "@shared/plural";
import { categoryBody } from "@shared/herd-schemas";
import { useState } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { categoriesMessages } from "./categories-messages";

export interface CategoryValues {
  name: string;
  ev: number;
  /** null: the plural derived from the name. */
  plural_name: string | null;
}

interface RawValues {
  name: string;
  plural: string;
  ev: string;
}

// An empty or unreadable EV is NaN, so the schema's "Ingresá el equivalente vaca" shows.
const toInput = (v: RawValues) => ({
  name: v.name,
  plural_name: v.plural,
  ev: v.ev.trim() === "" ? Number.NaN : Number(v.ev.trim().replace(",", ".")),
});

/** What to store: the user's own plural, or null when it is the derived one (or empty). */
export const ownPlural = (name: string, plural: string | null | undefined) => {
  const p = plural?.trim() ?? "";
  return p === "" || p === pluralize(name.trim()) ? null : p;
};

interface Props {
  initial?: CategoryValues;
  submitLabel: string;
  error?: string | null;
  /** Resolves true when saved: a new-category form then clears itself. */
  onSubmit: (values: CategoryValues) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CategoryForm({ initial, submitLabel, error, onSubmit, onCancel, autoFocus }: Props) {
  const t = useMessages(categoriesMessages);
  const empty = { name: "", plural: "", ev: "1" };
  const { handleSubmit, field, reset, setValue, formState } = useZodForm<RawValues, typeof categoryBody>(
    categoryBody,
    initial
      ? { name: initial.name, plural: initial.plural_name ?? pluralize(initial.name), ev: String(initial.ev) }
      : empty,
    { toInput },
  );
  // The plural follows the name until the user types in it (a stored plural of their own counts as typed).
  const [ownPluralTyped, setOwnPluralTyped] = useState(!!initial?.plural_name);
  const nameField = field("name");
  const pluralField = field("plural");
  const submit = handleSubmit(async ({ name, ev, plural_name }) => {
    const saved = await onSubmit({ name, ev, plural_name: ownPlural(name, plural_name) });
    if (saved && !initial) {
      reset(empty);
      setOwnPluralTyped(false);
    }
  });
  return (
    <form className="form category-form" onSubmit={submit} noValidate>
      <div className="field-row">
        <TextField
          label={t.name}
          maxLength={60}
          required
          autoFocus={autoFocus}
          {...nameField}
          onChange={(e) => {
            if (!ownPluralTyped) setValue("plural", pluralize(e.target.value));
            return nameField.onChange(e);
          }}
        />
        <TextField
          label={t.plural}
          hint={t.pluralHint}
          maxLength={60}
          {...pluralField}
          onChange={(e) => {
            setOwnPluralTyped(e.target.value.trim() !== "");
            return pluralField.onChange(e);
          }}
        />
        <TextField label={t.ev} inputMode="decimal" required {...field("ev")} />
      </div>
      <FormError message={error} />
      <FormActions onCancel={onCancel} busy={formState.isSubmitting} label={submitLabel} />
    </form>
  );
}
