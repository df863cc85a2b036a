// A category's name and EV, for create and edit, checked with the API's own categoryBody (name
// required, EV 0–10): its messages show under the fields.
import { categoryBody } from "@shared/herd-schemas";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { categoriesMessages } from "./categories-messages";

export interface CategoryValues {
  name: string;
  ev: number;
}

interface RawValues {
  name: string;
  ev: string;
}

// An empty or unreadable EV is NaN, so the schema's "Ingresá el equivalente vaca" shows.
const toInput = (v: RawValues) => ({
  name: v.name,
  ev: v.ev.trim() === "" ? Number.NaN : Number(v.ev.trim().replace(",", ".")),
});

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
  const { handleSubmit, field, reset, formState } = useZodForm<RawValues, typeof categoryBody>(
    categoryBody,
    { name: initial?.name ?? "", ev: initial ? String(initial.ev) : "1" },
    { toInput },
  );
  const submit = handleSubmit(async ({ name, ev }) => {
    const saved = await onSubmit({ name, ev });
    if (saved && !initial) reset({ name: "", ev: "1" });
  });
  return (
    <form className="form category-form" onSubmit={submit} noValidate>
      <div className="field-row">
        <TextField label={t.name} maxLength={60} required autoFocus={autoFocus} {...field("name")} />
        <TextField label={t.ev} inputMode="decimal" required {...field("ev")} />
      </div>
      <FormError message={error} />
      <FormActions onCancel={onCancel} busy={formState.isSubmitting} label={submitLabel} />
    </form>
  );
}
