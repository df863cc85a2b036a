// The purchase form (Nueva compra, and beside an uploaded invoice): checked by the API's own zod schema
// before sending, the API's field issues shown on their fields, live totals from worker/shared/money.ts.
import { EXPENSE_CATEGORIES, IVA_RATES, PURCHASE_INVOICE_TYPES } from "@shared/money-values";
import { purchaseSchema } from "@shared/purchase-schemas";
import type { PurchaseInput } from "@shared/purchase-schemas";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { FormActions, FormError, SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { ValueOptions } from "../../components/named-options";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { apiIssues } from "../../lib/use-zod-form";
import { emptyLine, previewTotals, toBody, type LineValues, type PurchaseValues } from "./purchase-form-values";
import { formatPesos } from "../../lib/amounts";
import { CATEGORY_LABELS, formMessages } from "./purchase-messages";

export interface PurchaseFormProps {
  initial: PurchaseValues;
  fileId?: number | null;
  /** The total printed on the uploaded invoice, shown to compare with the lines' total. */
  printedTotal?: number | null;
  /** Sends the checked body (POST /api/purchase/{org}); a refusal's field issues come back onto the form. */
  onSave: (body: PurchaseInput) => Promise<void>;
  onCancel?: () => void;
}

type Errors = Record<string, string>;

export function PurchaseForm({ initial, fileId = null, printedTotal, onSave, onCancel }: PurchaseFormProps) {
  const t = useMessages(formMessages);
  const [v, setV] = useState<PurchaseValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const totals = previewTotals(v.lines);

  const set = <K extends keyof PurchaseValues>(key: K, value: PurchaseValues[K]) =>
    setV((p) => ({ ...p, [key]: value }));
  const setLine = (i: number, patch: Partial<LineValues>) =>
    setV((p) => ({ ...p, lines: p.lines.map((l, k) => (k === i ? { ...l, ...patch } : l)) }));

  /** A top-level text input's value, error and change. */
  const bind = (key: "supplier_name" | "supplier_cuit" | "invoice_number" | "date" | "due_date") => ({
    value: v[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  /** A line's text input's value, error and change. */
  const bindLine = (i: number, line: LineValues, key: "description" | "quantity" | "unit_price") => ({
    value: line[key],
    error: errors[`lines.${i}.${key}`],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setLine(i, { [key]: e.target.value }),
  });

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = toBody(v, fileId);
    const parsed = purchaseSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      setFormError(t.fix);
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await onSave(body);
    } catch (error) {
      const issues = apiIssues(error);
      setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      setFormError(errorMessage(error, "No se pudo completar la acción"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form purchase-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t.save}>
      <TextField label={t.supplierName} autoComplete="organization" {...bind("supplier_name")} />
      <div className="purchase-form-row">
        <TextField label={t.cuit} inputMode="numeric" placeholder="30-12345678-9" {...bind("supplier_cuit")} />
        <SelectField
          label={t.type}
          value={v.invoice_type}
          error={errors.invoice_type}
          onChange={(e) => set("invoice_type", e.target.value as PurchaseValues["invoice_type"])}
        >
          <ValueOptions values={PURCHASE_INVOICE_TYPES} label={(type) => type} />
        </SelectField>
      </div>
      <TextField label={t.number} hint={t.numberHint} {...bind("invoice_number")} />
      <div className="purchase-form-row">
        <TextField label={t.date} type="date" {...bind("date")} />
        <TextField label={t.due} type="date" {...bind("due_date")} />
      </div>
      <fieldset className="purchase-lines">
        <legend>{t.lines}</legend>
        {v.lines.map((line, i) => (
          <fieldset key={i} className="purchase-line card">
            <legend>{t.line(i + 1)}</legend>
            <TextField label={t.description} {...bindLine(i, line, "description")} />
            <div className="purchase-form-row">
              <SelectField
                label={t.category}
                value={line.category}
                error={errors[`lines.${i}.category`]}
                onChange={(e) => setLine(i, { category: e.target.value as LineValues["category"] })}
              >
                <ValueOptions values={EXPENSE_CATEGORIES} label={(c) => CATEGORY_LABELS[c]} />
              </SelectField>
              <SelectField
                label={t.iva}
                value={line.iva_rate}
                error={errors[`lines.${i}.iva_rate`]}
                onChange={(e) => setLine(i, { iva_rate: e.target.value })}
              >
                <ValueOptions values={IVA_RATES} label={(r) => `${String(r).replace(".", ",")} %`} />
              </SelectField>
            </div>
            <div className="purchase-form-row">
              <TextField label={t.quantity} inputMode="decimal" {...bindLine(i, line, "quantity")} />
              <TextField label={t.unitPrice} inputMode="decimal" {...bindLine(i, line, "unit_price")} />
            </div>
            {v.lines.length > 1 ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() =>
                  set(
                    "lines",
                    v.lines.filter((_, k) => k !== i),
                  )
                }
              >
                {t.removeLine(i + 1)}
              </button>
            ) : null}
          </fieldset>
        ))}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => set("lines", [...v.lines, emptyLine()])}
        >
          {t.addLine}
        </button>
      </fieldset>
      <dl className="purchase-totals" aria-live="polite">
        <div>
          <dt>{t.net}</dt>
          <dd>{formatPesos(totals.net)}</dd>
        </div>
        <div>
          <dt>{t.ivaTotal}</dt>
          <dd>{formatPesos(totals.iva)}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd data-testid="purchase-total">{formatPesos(totals.total)}</dd>
        </div>
      </dl>
      {printedTotal != null ? <p className="field-hint">{t.printedTotal(formatPesos(printedTotal))}</p> : null}
      <label className="checkbox">
        <input type="checkbox" checked={v.paid} onChange={(e) => set("paid", e.target.checked)} /> {t.paid}
      </label>
      <TextField label={t.notes} value={v.notes} error={errors.notes} onChange={(e) => set("notes", e.target.value)} />
      <FormError message={formError} />
      {onCancel ? (
        <FormActions onCancel={onCancel} busy={busy} label={t.save} busyLabel={t.saving} />
      ) : (
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      )}
    </form>
  );
}
