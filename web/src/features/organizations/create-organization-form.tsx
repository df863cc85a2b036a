// The "create organization" form, used in the switcher's modal and for users with none.
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { createOrganization } from "./organizations-api";
import { organizationMessages } from "./organization-messages";

export function CreateOrganizationForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const t = useMessages(organizationMessages);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) {
      setError(t.nameRequired);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await createOrganization(name.trim());
      toast.success(t.created);
      onDone?.();
    } catch (err) {
      setError(errorMessage(err, t.createError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>{t.name}</label>
        <input
          id={inputId}
          className="input"
          value={name}
          maxLength={120}
          placeholder={t.namePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.creating : t.create}
        </button>
      </div>
    </form>
  );
}
