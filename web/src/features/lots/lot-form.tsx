// The lot fields (name, hectares, field) for create and edit, checked with the API's own schema.
import { lotBody } from "@shared/herd-schemas";
import { lazy, useCallback } from "react";
import { FormActions, FormError, SelectField } from "../../components/form-parts";
import { InlineCreate, inlineCreateMessages, usePendingChoice } from "../../components/inline-create";
import { TextField } from "../../components/text-field";
import { useFields } from "../../data/fields";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { lotFormMessages } from "./lot-form-messages";

// Loaded when "Crear campo…" is pressed: the lot screens' chunks stay as they were.
const FieldFormDialog = lazy(() => import("../fields").then((m) => ({ default: m.FieldFormDialog })));

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

interface RawValues {
  name: string;
  hectares: string;
  field_id: string;
}

const toInput = (v: RawValues) => ({
  name: v.name,
  hectares: v.hectares.trim() === "" ? 0 : Number(v.hectares.replace(",", ".")),
  field_id: v.field_id ? Number(v.field_id) : null,
});

export function LotForm({ initial, submitLabel, busy, error, autoFocus, onSubmit, onCancel }: Props) {
  const t = useMessages(lotFormMessages);
  const create = useMessages(inlineCreateMessages);
  const orgId = useOrgId();
  const fields = useFields();
  const { handleSubmit, field, selectField, setValue } = useZodForm<RawValues, typeof lotBody>(
    lotBody,
    {
      name: initial?.name ?? "",
      hectares: initial?.hectares !== undefined ? String(initial.hectares) : "",
      field_id: initial?.field_id ? String(initial.field_id) : "",
    },
    { toInput },
  );

  // A field created from here ("Crear campo…") is chosen once the list shows it.
  const chooseField = usePendingChoice<string>(
    (v) => (fields.data ?? []).some((f) => String(f.id) === v),
    useCallback((v: string) => setValue("field_id", v, { shouldDirty: true }), [setValue]),
  );

  const submit = handleSubmit((data) =>
    onSubmit({ name: data.name, hectares: data.hectares, field_id: data.field_id ?? null }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        placeholder={t.namePlaceholder}
        {...field("name")}
        maxLength={100}
        required
        autoFocus={autoFocus}
      />
      <div className="field-row">
        <TextField label={t.hectares} inputMode="decimal" {...field("hectares")} />
        <SelectField label={t.field} {...selectField("field_id")}>
          <option value="">{t.noField}</option>
          {(fields.data ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </SelectField>
      </div>
      {orgId !== null ? (
        <InlineCreate label={create.field}>
          {(close) => (
            <FieldFormDialog quiet orgId={orgId} onClose={close} onCreated={(f) => chooseField(String(f.id))} />
          )}
        </InlineCreate>
      ) : null}
      <FormError message={error} />
      <FormActions onCancel={onCancel} busy={busy} label={submitLabel} />
    </form>
  );
}
