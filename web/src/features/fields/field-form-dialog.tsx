// Create or edit a field (POST /field/{org}, PUT /field/{org}/{id}), checked with the API's schema.
import { fieldBody } from "@shared/herd-schemas";
import { toast } from "sonner";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import type { FieldRow } from "../../lib/herd/use-fields";
import { useMessages } from "../../lib/i18n";
import { useAction } from "../../lib/use-action";
import { useZodForm } from "../../lib/use-zod-form";
import { saveField } from "./fields-api";
import { fieldsMessages } from "./fields-messages";

interface Props {
  orgId: number;
  field?: FieldRow;
  onSaved: (field: FieldRow) => void;
  onClose: () => void;
}

interface RawValues {
  name: string;
  hectares: string;
  locality: string;
}

const toInput = (v: RawValues) => ({
  ...v,
  hectares: v.hectares.trim() === "" ? 0 : Number(v.hectares.replace(",", ".")),
});

export function FieldFormDialog({ orgId, field: current, onSaved, onClose }: Props) {
  const t = useMessages(fieldsMessages);
  const { handleSubmit, field } = useZodForm<RawValues, typeof fieldBody>(
    fieldBody,
    { name: current?.name ?? "", hectares: current ? String(current.hectares) : "", locality: current?.locality ?? "" },
    { toInput },
  );
  const { busy, error, run } = useAction();

  const submit = handleSubmit((body) =>
    run(
      async () => {
        const saved: FieldRow = await saveField(orgId, current?.id ?? null, body);
        toast.success(current ? t.saved : t.created);
        onSaved(saved);
        onClose();
      },
      { fallback: t.saveError },
    ),
  );

  return (
    <FormDialog
      title={current ? t.editTitle : t.newField}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={current ? t.save : t.create}
      busy={busy}
      error={error}
    >
      <TextField label={t.name} maxLength={100} {...field("name")} required />
      <div className="field-row">
        <TextField label={t.hectares} inputMode="decimal" {...field("hectares")} />
        <TextField label={t.locality} maxLength={100} {...field("locality")} />
      </div>
    </FormDialog>
  );
}
