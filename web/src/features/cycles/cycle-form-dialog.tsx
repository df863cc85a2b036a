// Create or edit a reproductive cycle (owners and admins), validated with the API's own schema
// (worker/shared/herd-schemas.ts cycleBody). Lazy chunk: zod and the form library load on use.
import { CYCLE_METHODS, cycleBody } from "@shared/herd-schemas";
import type { Cycle, CycleDetail, Rodeo } from "@shared/herd-types";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { SelectField } from "../../components/form-parts";
import { NamedOptions, ValueOptions } from "../../components/named-options";
import { dayOf } from "../../lib/dates";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { useSaveCycle, type CycleInput } from "../../data/cycles";
import { cyclesMessages } from "./cycles-messages";
import { METHOD_LABELS } from "./cycle-season";
import { toastError } from "../../lib/error-toast";

export interface CycleFormDialogProps {
  rodeos: readonly Rodeo[];
  cycle?: Cycle | null;
  onClose: () => void;
  onSaved?: (cycle: CycleDetail) => void;
}

/** What the inputs hold; the numbers are read by setValueAs (undefined when empty). */
interface RawValues {
  rodeo_id: number | undefined;
  name: string;
  service_start: string;
  service_end: string;
  method: string;
  females_exposed: number | undefined;
  bulls: number | undefined;
}

const num = (v: unknown) => (v === "" || v == null ? undefined : Number(v));

export default function CycleFormDialog({ rodeos, cycle, onClose, onSaved }: CycleFormDialogProps) {
  const t = useMessages(cyclesMessages);
  const saveCycle = useSaveCycle();
  const form = useZodForm<RawValues, typeof cycleBody>(
    cycleBody,
    {
      rodeo_id: cycle?.rodeo_id,
      name: cycle?.name ?? "",
      service_start: dayOf(cycle?.service_start),
      service_end: dayOf(cycle?.service_end),
      method: cycle?.method ?? "natural",
      females_exposed: cycle?.females_exposed ?? 0,
      bulls: cycle?.bulls ?? 0,
    },
    { toInput: (values) => ({ ...values, service_end: values.service_end || null }) },
  );
  const { handleSubmit, errorOf: err, applyApiIssues, setServerError } = form;
  const field = form.field;

  async function save(body: CycleInput) {
    try {
      const saved = await saveCycle.mutateAsync({ cycleId: cycle?.id, body });
      toast.success(cycle ? t.updated : t.created);
      onSaved?.(saved);
      onClose();
    } catch (e) {
      if (!applyApiIssues(e)) setServerError(e, t.saveError);
      toastError(errorMessage(e, t.saveError), e);
    }
  }

  const rodeoError = err("rodeo_id");
  return (
    <FormDialog
      title={cycle ? t.editTitle : t.createTitle}
      form={form}
      onClose={onClose}
      onSubmit={handleSubmit(save)}
      submitLabel={t.save}
    >
      <SelectField
        label={t.rodeo}
        {...form.selectField("rodeo_id", { setValueAs: num })}
        error={rodeoError === "Debe ser un número" ? t.chooseRodeo : rodeoError}
      >
        <NamedOptions items={rodeos} empty={t.chooseRodeo} />
      </SelectField>
      <TextField label={t.name} placeholder={t.namePlaceholder} {...field("name")} />
      <div className="field-row">
        <TextField label={t.serviceStart} type="date" {...field("service_start")} />
        <TextField label={t.serviceEnd} type="date" {...field("service_end")} />
      </div>
      <SelectField label={t.method} {...form.selectField("method")}>
        <ValueOptions values={CYCLE_METHODS} label={(m) => METHOD_LABELS[m]} />
      </SelectField>
      <div className="field-row">
        <TextField
          label={t.females}
          type="number"
          inputMode="numeric"
          min={0}
          {...field("females_exposed", { setValueAs: num })}
        />
        <TextField label={t.bulls} type="number" inputMode="numeric" min={0} {...field("bulls", { setValueAs: num })} />
      </div>
    </FormDialog>
  );
}
