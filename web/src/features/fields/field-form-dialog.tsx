// Create or edit a field (POST /field/{org}, PUT /field/{org}/{id}), checked with the API's schema.
import { fieldBody } from "@shared/herd-schemas";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Modal } from "../../components/modal";
import { TextField } from "../../components/text-field";
import { api, errorMessage } from "../../lib/api/client";
import type { FieldRow } from "../../lib/herd/use-fields";
import { useMessages } from "../../lib/i18n";
import { fieldsMessages } from "./fields-messages";

interface Props {
  orgId: number;
  field?: FieldRow;
  onSaved: (field: FieldRow) => void;
  onClose: () => void;
}

export function FieldFormDialog({ orgId, field, onSaved, onClose }: Props) {
  const t = useMessages(fieldsMessages);
  const [name, setName] = useState(field?.name ?? "");
  const [hectares, setHectares] = useState(field ? String(field.hectares) : "");
  const [locality, setLocality] = useState(field?.locality ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = fieldBody.safeParse({
      name,
      hectares: hectares.trim() === "" ? 0 : Number(hectares.replace(",", ".")),
      locality,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    setFormError(null);
    try {
      const { field: saved } = field
        ? await api.put<{ field: FieldRow }>(`/field/${orgId}/${field.id}`, parsed.data)
        : await api.post<{ field: FieldRow }>(`/field/${orgId}`, parsed.data);
      toast.success(field ? t.saved : t.created);
      onSaved(saved);
      onClose();
    } catch (err) {
      setFormError(errorMessage(err, t.saveError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={field ? t.editTitle : t.newField} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t.name}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
        />
        <div className="field-row">
          <TextField
            label={t.hectares}
            inputMode="decimal"
            value={hectares}
            onChange={(e) => setHectares(e.target.value)}
            error={errors.hectares}
          />
          <TextField
            label={t.locality}
            value={locality}
            maxLength={100}
            onChange={(e) => setLocality(e.target.value)}
            error={errors.locality}
          />
        </div>
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t.saving : field ? t.save : t.create}
          </button>
        </div>
      </form>
    </Modal>
  );
}
