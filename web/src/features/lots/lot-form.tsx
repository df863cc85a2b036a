// The lot fields (name, hectares, field) for create and edit, checked with the API's own schema.
import { lotBody } from "@shared/herd-schemas";
import { useId, useState, type FormEvent } from "react";
import { FormActions, FormError } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useFields } from "../../lib/herd/use-fields";
import { useMessages } from "../../lib/i18n";
import { issuesByField } from "../../lib/validation";
import { lotFormMessages } from "./lot-form-messages";

export interface LotFormValues {
  name: string;
  hectares: number;
  field_id: number | null;
}

interface Props {
  initial?: Partial<LotFormValues>;
  submitLabel: string;
  busy?: boolean;
  error?: string | null;
  autoFocus?: boolean;
  onSubmit: (values: LotFormValues) => void;
  onCancel?: () => void;
}

type Errors = Partial<Record<"name" | "hectares" | "field_id", string>>;

export function LotForm({ initial, submitLabel, busy, error, autoFocus, onSubmit, onCancel }: Props) {
  const t = useMessages(lotFormMessages);
  const fields = useFields();
  const fieldId = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [hectares, setHectares] = useState(initial?.hectares !== undefined ? String(initial.hectares) : "");
  const [field, setField] = useState(initial?.field_id ? String(initial.field_id) : "");
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = lotBody.safeParse({
      name,
      hectares: hectares.trim() === "" ? 0 : Number(hectares.replace(",", ".")),
      field_id: field ? Number(field) : null,
    });
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (!parsed.success) return;
    onSubmit({ name: parsed.data.name, hectares: parsed.data.hectares, field_id: parsed.data.field_id ?? null });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        placeholder={t.namePlaceholder}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={100}
        required
        autoFocus={autoFocus}
      />
      <div className="field-row">
        <TextField
          label={t.hectares}
          inputMode="decimal"
          value={hectares}
          onChange={(e) => setHectares(e.target.value)}
          error={errors.hectares}
        />
        <div className="field">
          <label htmlFor={fieldId}>{t.field}</label>
          <select id={fieldId} className="select" value={field} onChange={(e) => setField(e.target.value)}>
            <option value="">{t.noField}</option>
            {fields.items.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          {errors.field_id ? <p className="field-error">{errors.field_id}</p> : null}
        </div>
      </div>
      <FormError message={error} />
      <FormActions onCancel={onCancel} busy={busy} label={submitLabel} />
    </form>
  );
}
