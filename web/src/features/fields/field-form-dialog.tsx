// Create or edit a field (POST /field/{org}, PUT /field/{org}/{id}), checked with the API's schema.
import { fieldBody } from "@shared/herd-schemas";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import type { FieldRow } from "../../lib/herd/use-fields";
import { useMessages } from "../../lib/i18n";
import { useAction } from "../../lib/use-action";
import { issuesByField } from "../../lib/validation";
import { saveField } from "./fields-api";
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
  const { busy, error, run } = useAction();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = fieldBody.safeParse({
      name,
      hectares: hectares.trim() === "" ? 0 : Number(hectares.replace(",", ".")),
      locality,
    });
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (!parsed.success) return;
    void run(
      async () => {
        const saved: FieldRow = await saveField(orgId, field?.id ?? null, parsed.data);
        toast.success(field ? t.saved : t.created);
        onSaved(saved);
        onClose();
      },
      { fallback: t.saveError },
    );
  }

  return (
    <FormDialog
      title={field ? t.editTitle : t.newField}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={field ? t.save : t.create}
      busy={busy}
      error={error}
    >
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
    </FormDialog>
  );
}
