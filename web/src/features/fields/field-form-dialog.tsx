// Create or edit a field (POST /field/{org}, PUT /field/{org}/{id}), checked with the API's schema.
import { fieldBody } from "@shared/herd-schemas";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { useSaveField, type FieldRow } from "../../data/fields";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { fieldsMessages } from "./fields-messages";

interface Props {
  orgId: number;
  field?: FieldRow;
  onClose: () => void;
  /** A new field, saved (the form that opened this dialog chooses it). */
  onCreated?: (field: FieldRow) => void;
  /** The form that opened it shows the created record (chosen in its picker): no toast over that form. */
  quiet?: boolean;
}

interface RawValues {
  name: string;
  hectares: string;
  locality: string;
  renspa: string;
  ev_target: string;
}

/** A decimal typed with a comma or a point; "abc" stays NaN so the schema names the problem. */
const decimal = (s: string) => Number(s.trim().replace(",", "."));

const toInput = (v: RawValues) => ({
  ...v,
  hectares: v.hectares.trim() === "" ? 0 : decimal(v.hectares),
  // Empty clears the target: the map then compares with the default.
  ev_target: v.ev_target.trim() === "" ? null : decimal(v.ev_target),
});

export function FieldFormDialog({ orgId, field: current, onClose, onCreated, quiet }: Props) {
  const t = useMessages(fieldsMessages);
  const { handleSubmit, field } = useZodForm<RawValues, typeof fieldBody>(
    fieldBody,
    {
      name: current?.name ?? "",
      hectares: current ? String(current.hectares) : "",
      locality: current?.locality ?? "",
      renspa: current?.renspa ?? "",
      ev_target: current?.ev_target == null ? "" : String(current.ev_target).replace(".", ","),
    },
    { toInput },
  );
  const save = useSaveField();

  const submit = handleSubmit((body) =>
    save.mutate(
      { orgId, fieldId: current?.id ?? null, body },
      {
        onSuccess: (saved) => {
          if (!quiet) toast.success(current ? t.saved : t.created);
          if (!current) onCreated?.(saved);
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialog
      title={current ? t.editTitle : t.newField}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={current ? t.save : t.create}
      write={save}
      failed={t.saveError}
    >
      <TextField label={t.name} maxLength={100} {...field("name")} required />
      <div className="field-row">
        <TextField label={t.hectares} inputMode="decimal" {...field("hectares")} />
        <TextField label={t.locality} maxLength={100} {...field("locality")} />
      </div>
      <TextField label={t.renspa} hint={t.renspaHint} maxLength={40} autoComplete="off" {...field("renspa")} />
      <TextField
        label={t.evTarget}
        hint={t.evTargetHint}
        inputMode="decimal"
        maxLength={10}
        autoComplete="off"
        {...field("ev_target")}
      />
    </FormDialog>
  );
}
