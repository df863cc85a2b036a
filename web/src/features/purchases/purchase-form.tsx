// The purchase form (Nueva compra, and beside an uploaded invoice): checked by the API's own zod schema
// before sending, the API's field issues shown on their fields, live totals from worker/shared/money.ts.
import { EXPENSE_CATEGORIES, IVA_RATES, PURCHASE_INVOICE_TYPES } from "@shared/money-values";
import { purchaseSchema } from "@shared/purchase-schemas";
import type { PurchaseInput } from "@shared/purchase-schemas";
import { useState, type FormEvent } from "react";
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
      <TextField
        label={t.supplierName}
        value={v.supplier_name}
        error={errors.supplier_name}
        autoComplete="organization"
        onChange={(e) => set("supplier_name", e.target.value)}
      />
      <div className="purchase-form-row">
        <TextField
          label={t.cuit}
          value={v.supplier_cuit}
          error={errors.supplier_cuit}
          inputMode="numeric"
          placeholder="30-12345678-9"
          onChange={(e) => set("supplier_cuit", e.target.value)}
        />
        <SelectField
          label={t.type}
          value={v.invoice_type}
          error={errors.invoice_type}
          onChange={(e) => set("invoice_type", e.target.value as PurchaseValues["invoice_type"])}
        >
          <ValueOptions values={PURCHASE_INVOICE_TYPES} label={(type) => type} />
        </SelectField>
      </div>
      <TextField
        label={t.number}
        hint={t.numberHint}
        value={v.invoice_number}
        error={errors.invoice_number}
        onChange={(e) => set("invoice_number", e.target.value)}
      />
      <div className="purchase-form-row">
        <TextField
          label={t.date}
          type="date"
          value={v.date}
          error={errors.date}
          onChange={(e) => set("date", e.target.value)}
        />
        <TextField
          label={t.due}
          type="date"
          value={v.due_date}
          error={errors.due_date}
          onChange={(e) => set("due_date", e.target.value)}
        />
      </div>
      <fieldset className="purchase-lines">
        <legend>{t.lines}</legend>
        {v.lines.map((line, i) => (
          <fieldset key={i} className="purchase-line card">
            <legend>{t.line(i + 1)}</legend>
            <TextField
              label={t.description}
              value={line.description}
              error={errors[`lines.${i}.description`]}
              onChange={(e) => setLine(i, { description: e.target.value })}
            />
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
              <TextField
                label={t.quantity}
                inputMode="decimal"
                value={line.quantity}
                error={errors[`lines.${i}.quantity`]}
                onChange={(e) => setLine(i, { quantity: e.target.value })}
              />
              <TextField
                label={t.unitPrice}
                inputMode="decimal"
                value={line.unit_price}
                error={errors[`lines.${i}.unit_price`]}
                onChange={(e) => setLine(i, { unit_price: e.target.value })}
              />
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
