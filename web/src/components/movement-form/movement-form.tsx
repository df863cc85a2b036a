// The entry / edit form of one movement kind: date (today by default), rodeo or lot, cycle,
// animals with what is available, the kind's own fields, detail and reference. Validated with
// the API's schema; the API's refusals land next to their field and in a toast.
import type { Movement } from "@shared/herd-types";
import type { MovementBodyKind } from "@shared/movement-schemas";
import type { MovementType } from "@shared/movement-types";
import { use, useEffect, useMemo, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { toast } from "../../lib/toast";
import { AnimalLines } from "./animal-lines";
import { inlineCreators } from "./inline-creators-chunk";
import { problemsFor } from "./api-errors";
import { WithdrawalConfirm, withdrawalWarning } from "./withdrawal-confirm";
import { SelectField, TextInput } from "./form-fields";
import {
  defaultValues,
  hasLines,
  isLotKind,
  linesRequired,
  removesAnimals,
  takesCycle,
  valuesFromMovement,
  type AnimalLineValue,
  type FormValues,
} from "./form-values";
import { KindFields } from "./kind-fields";
import { listsTags } from "./form-values";
import { TagTailSearch } from "./tag-tail-search";
import { movementResolver } from "./movement-resolver";
import type { MovementFormRequest } from "./request";
import { useSaveMovement } from "../../data/movements";
import { availableIn, categoryOptions, cycleOptions, lotOptions, rodeoOptions } from "./stock-options";
import { useFormOptions } from "./use-form-options";
import { toastError } from "../../lib/error-toast";

/** A create kept in the outbox (docs/offline.md): saved, on its way when the signal returns. */
export const OFFLINE_SAVED = "Guardado sin conexión: se enviará al volver la señal";

export interface MovementFormProps {
  kind: MovementBodyKind;
  type: MovementType;
  request: MovementFormRequest;
  onDone: () => void;
  onCancel: () => void;
}

/** Head per category of a stored movement (given back to the rodeo while it is edited). */
const countsOf = (m: Movement) =>
  m.animals.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.type]: (acc[a.type] ?? 0) + a.count }), {});

export function MovementForm({ kind, type, request, onDone, onCancel }: MovementFormProps) {
  const editing = request.movement ?? null;
  const options = useFormOptions(takesCycle(kind));
  const resolver = useMemo(() => movementResolver(kind), [kind]);
  const methods = useForm<FormValues>({
    defaultValues: editing ? valuesFromMovement(kind, editing) : defaultValues(kind, type, request),
    resolver,
  });
  const { control, handleSubmit, setError, setValue, getValues, formState } = methods;
  const rodeoId = useWatch({ control, name: "rodeo_id" }) as number | null | undefined;
  const lotKind = isLotKind(kind);
  // Owners and admins create what a new record lacks (a rodeo, a lot, a category) without leaving it.
  const { CreateCategoryInline, CreateLotInline, CreateRodeoInline, useCanCreate } = use(inlineCreators);
  const canCreate = useCanCreate();
  const createIn = !editing && canCreate ? options.orgId : null;

  // A lot or cycle preset without a rodeo: the first rodeo grazing there, or the cycle's rodeo.
  const presetRodeo =
    options.rodeos.find((r) => request.lotId != null && r.lot_id === request.lotId)?.id ??
    options.cycles.find((c) => c.id === request.cycleId)?.rodeo_id;
  useEffect(() => {
    if (!editing && !lotKind && getValues("rodeo_id") == null && presetRodeo) setValue("rodeo_id", presetRodeo);
  }, [editing, lotKind, presetRodeo, getValues, setValue]);

  const rodeo = options.rodeos.find((r) => r.id === rodeoId);
  const credit = editing && editing.rodeoId === rodeoId && removesAnimals(kind) ? countsOf(editing) : {};
  const available = rodeo ? availableIn(rodeo, credit) : null;
  const allCategories = categoryOptions(options.categories, null, false);
  const rootError = formState.errors.root?.server?.message;
  // A sale, slaughter or outgoing transfer of a rodeo under withdrawal: the server's message and
  // the body to send again with the acknowledgement.
  const [pending, setPending] = useState<{ message: string; body: FormValues } | null>(null);
  const save = useSaveMovement();

  const onSubmit = async (body: FormValues) => {
    // An edited record is saved in its own organization.
    const orgId = editing ? editing.organization_id : options.orgId;
    if (orgId === null) return;
    setPending(null);
    const result = await save.mutateAsync({ kind, orgId, body, editing });
    if (result.ok && result.queued) {
      toast.success(OFFLINE_SAVED);
      onDone();
      return;
    }
    if (result.ok) {
      toast.success(editing ? "Movimiento actualizado" : "Movimiento registrado");
      request.onSaved?.(result.movement);
      onDone();
      return;
    }
    const warning = withdrawalWarning(kind, result.error);
    if (warning && body.acknowledge_withdrawal !== true) {
      setPending({ message: warning, body });
      return;
    }
    const lines = (getValues("animals") ?? []) as AnimalLineValue[];
    const { problems, toast: message } = problemsFor(kind, result.error, lines);
    for (const p of problems) setError(p.field, { type: "server", message: p.message }, { shouldFocus: true });
    toastError(message, result.error);
  };

  const lines = hasLines(kind) ? (
    <AnimalLines
      categories={options.categories}
      available={available}
      removing={removesAnimals(kind)}
      required={linesRequired(kind)}
      extra={
        createIn !== null && !removesAnimals(kind) ? (
          <CreateCategoryInline orgId={createIn} categories={options.categories} />
        ) : null
      }
    />
  ) : null;

  return (
    <FormProvider {...methods}>
      <form className="form mf-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="field-row">
          <TextInput name="date" label="Fecha" type="date" />
          {lotKind ? (
            <SelectField
              name="lot_id"
              label="Lote (opcional)"
              placeholder="Todo el establecimiento"
              options={lotOptions(options.lots)}
              numeric
              empty={null}
            />
          ) : (
            <SelectField
              name="rodeo_id"
              label="Rodeo"
              placeholder={options.loaded ? "Elegí un rodeo" : "Cargando rodeos…"}
              options={rodeoOptions(options.rodeos, request.lotId)}
              numeric
            />
          )}
        </div>
        {createIn === null ? null : lotKind ? (
          <CreateLotInline lots={options.lots} />
        ) : (
          <CreateRodeoInline orgId={createIn} rodeos={options.rodeos} />
        )}
        {takesCycle(kind) ? (
          <SelectField
            name="cycle_id"
            label="Ciclo reproductivo (opcional)"
            placeholder="Sin ciclo"
            options={cycleOptions(options.cycles, rodeoId)}
            numeric
            empty={null}
          />
        ) : null}
        {linesRequired(kind) ? lines : null}
        <KindFields
          kind={kind}
          rodeoChoices={rodeoOptions(options.rodeos, null, kind === "CHANGE_RODEO" ? rodeoId : null)}
          categoryChoices={allCategories}
          fromChoices={categoryOptions(options.categories, available, true)}
          creatable={createIn !== null}
        />
        {linesRequired(kind) ? null : lines}
        {listsTags(kind) ? (
          <>
            <TextInput
              name="tags"
              label="Caravanas (opcional)"
              multiline
              hint="Las de los animales caravaneados que incluye: una por línea, tipeadas, pegadas o leídas con el lector."
            />
            <TagTailSearch />
          </>
        ) : null}
        <TextInput name="detail" label="Detalle" multiline />
        <TextInput name="reference" label="Referencia" hint="N.º de comprobante, lote de vacuna u otra referencia." />
        {pending ? (
          <WithdrawalConfirm
            message={pending.message}
            onConfirm={() => onSubmit({ ...pending.body, acknowledge_withdrawal: true })}
            onCancel={() => setPending(null)}
          />
        ) : null}
        {rootError ? (
          <p className="form-error" role="alert">
            {rootError}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Guardando..." : editing ? "Guardar cambios" : "Registrar"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
