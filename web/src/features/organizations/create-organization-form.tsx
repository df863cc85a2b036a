// The "create organization" form, used in the switcher's modal and for users with none.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormActions } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { useMessages } from "../../lib/i18n";
import { useAction } from "../../lib/use-action";
import { createOrganization } from "./organizations-api";
import { organizationMessages } from "./organization-messages";

export function CreateOrganizationForm({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const t = useMessages(organizationMessages);
  const [name, setName] = useState("");
  const { busy, error, setError, run } = useAction();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError(t.nameRequired);
    void run(
      async () => {
        await createOrganization(name.trim());
        toast.success(t.created);
        onDone?.();
      },
      { fallback: t.createError },
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t.name}
        value={name}
        maxLength={120}
        placeholder={t.namePlaceholder}
        error={error}
        onChange={(e) => setName(e.target.value)}
      />
      <FormActions onCancel={onCancel} busy={busy} label={t.create} busyLabel={t.creating} />
    </form>
  );
}
