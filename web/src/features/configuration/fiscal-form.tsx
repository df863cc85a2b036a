// The owner's form of Configuración › Datos fiscales (docs/arca.md): checked by the API's fiscalBodySchema, its
// refusals landing on their fields; the points of sale are a list of rows to add and remove.
import { fiscalBodySchema, ISSUER_IVA_CONDITIONS, MAX_POINTS_OF_SALE, type FiscalData } from "@shared/fiscal-schemas";
import { formatCuit } from "@shared/money";
import { IVA_CONDITION_LABELS } from "@shared/money-values";
import { useFieldArray } from "react-hook-form";
import { AddRowButton, FormActions, FormError, SelectField } from "../../components/form-parts";
import { ValueOptions } from "../../components/named-options";
import { TextField } from "../../components/text-field";
import { useSaveFiscal } from "../../data/fiscal";
import { useMessages } from "../../lib/i18n";
import { toast } from "../../lib/toast";
import { optionalNumber, useZodForm } from "../../lib/use-zod-form";
import { fiscalMessages } from "./fiscal-messages";

export interface FiscalFormValues {
  razon_social: string;
  cuit: string;
  iva_condition: string;
  address: string;
  iibb: string;
  activity_start: string;
  /** Rows of the list (useFieldArray keeps objects). */
  points_of_sale: { value: string }[];
}

const valuesOf = (f: FiscalData | null): FiscalFormValues => ({
  razon_social: f?.razon_social ?? "",
  cuit: f ? formatCuit(f.cuit) : "",
  iva_condition: f?.iva_condition ?? "responsable_inscripto",
  address: f?.address ?? "",
  iibb: f?.iibb ?? "",
  activity_start: f?.activity_start ?? "",
  points_of_sale: (f?.points_of_sale.length ? f.points_of_sale : [NaN]).map((p) => ({
    value: Number.isNaN(p) ? "" : String(p),
  })),
});

const toInput = (v: FiscalFormValues) => ({
  ...v,
  points_of_sale: v.points_of_sale.map((p) => optionalNumber(p.value)),
});

export function FiscalForm({ fiscal }: { fiscal: FiscalData | null }) {
  const t = useMessages(fiscalMessages);
  const save = useSaveFiscal();
  const form = useZodForm<FiscalFormValues, typeof fiscalBodySchema>(fiscalBodySchema, valuesOf(fiscal), {
    toInput,
  });
  const { control, field, selectField, errorOf, rootError, formState, submitWith } = form;
  const points = useFieldArray({ control, name: "points_of_sale" });
  const listNode = formState.errors.points_of_sale as { message?: string; root?: { message?: string } } | undefined;
  const listError = listNode?.message ?? listNode?.root?.message ?? null;

  const submit = submitWith(async (body) => {
    await save.mutateAsync(body);
    toast.success(t.saved);
  }, t.saveError);

  return (
    <form className="form fiscal-form" onSubmit={submit} noValidate>
      <TextField label={t.razonSocial} maxLength={200} autoComplete="organization" {...field("razon_social")} />
      <div className="field-row">
        <TextField
          label={t.cuit}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.cuitPlaceholder}
          maxLength={20}
          {...field("cuit")}
        />
        <SelectField label={t.ivaCondition} {...selectField("iva_condition")}>
          <ValueOptions values={ISSUER_IVA_CONDITIONS} label={(c) => IVA_CONDITION_LABELS[c]} />
        </SelectField>
      </div>
      <TextField label={t.address} maxLength={300} autoComplete="street-address" {...field("address")} />
      <div className="field-row">
        <TextField label={t.iibb} maxLength={30} hint={t.iibbHint} {...field("iibb")} />
        <TextField label={t.activityStart} type="date" {...field("activity_start")} />
      </div>
      <fieldset className="fiscal-points">
        <legend>{t.pointsTitle}</legend>
        <p className="muted">{t.pointsHint}</p>
        <ul className="fiscal-point-list">
          {points.fields.map((row, index) => (
            <li key={row.id} className="fiscal-point">
              <TextField
                label={t.point(index + 1)}
                inputMode="numeric"
                maxLength={5}
                {...field(`points_of_sale.${index}.value`)}
                error={errorOf(`points_of_sale.${index}`)}
              />
              {points.fields.length > 1 ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t.removePoint(index + 1)}
                  onClick={() => points.remove(index)}
                >
                  ✕
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        <FormError message={listError} />
        {points.fields.length < MAX_POINTS_OF_SALE ? (
          <AddRowButton label={t.addPoint} onAdd={() => points.append({ value: "" })} />
        ) : null}
      </fieldset>
      <FormError message={rootError} />
      <FormActions busy={formState.isSubmitting} label={t.save} />
    </form>
  );
}
