// What the movement form lacks, created without leaving it (docs/first-steps.md): "Crear rodeo…" under the
// rodeo picker, "Crear lote…" under the lot picker, "Crear categoría…" under the animal lines and "Crear
// insumo…" under a treatment's medicine. The
// created record is chosen in the form (react-hook-form context), whose other values stay as typed.
import type { Category, Lot, Rodeo } from "@shared/herd-types";
import type { Supply } from "@shared/supply-types";
import { lazy, useCallback } from "react";
import { useFormContext } from "react-hook-form";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import { InlineCreate, inlineCreateMessages, usePendingChoice } from "../inline-create";
import type { AnimalLineValue } from "./form-values";
import { SupplyCreateDialog } from "../../features/supplies";

// The dialogs load when first opened: the form's own chunk (and what it preloads) stays as it was.
const RodeoFormDialog = lazy(() => import("../../features/rodeos").then((m) => ({ default: m.RodeoFormDialog })));
const LotCreateDialog = lazy(() => import("../../features/lots").then((m) => ({ default: m.LotCreateDialog })));
const CategoryCreateDialog = lazy(() =>
  import("../../features/configuration").then((m) => ({ default: m.CategoryCreateDialog })),
);

/** Whether the user may create rodeos, lots, categories and supplies: owners and admins. */
export const useCanCreate = useCanManageHerd;

/** Sets a picker's value once its list shows the created record, clearing the picker's error. */
function useChoose<V extends string | number>(name: string, listed: (value: V) => boolean) {
  const { setValue, clearErrors } = useFormContext();
  const apply = useCallback(
    (value: V) => {
      setValue(name, value, { shouldDirty: true });
      clearErrors(name);
    },
    [name, setValue, clearErrors],
  );
  return usePendingChoice(listed, apply);
}

export function CreateRodeoInline({ orgId, rodeos }: { orgId: number; rodeos: readonly Rodeo[] }) {
  const t = useMessages(inlineCreateMessages);
  const choose = useChoose<number>("rodeo_id", (id) => rodeos.some((r) => r.id === id));
  return (
    <InlineCreate label={t.rodeo}>
      {(close) => <RodeoFormDialog quiet orgId={orgId} onClose={close} onCreated={(rodeo) => choose(rodeo.id)} />}
    </InlineCreate>
  );
}

export function CreateLotInline({ lots }: { lots: readonly Lot[] }) {
  const t = useMessages(inlineCreateMessages);
  const choose = useChoose<number>("lot_id", (id) => lots.some((l) => l.id === id));
  return (
    <InlineCreate label={t.lot}>
      {(close) => <LotCreateDialog quiet onClose={close} onCreated={(lot) => choose(lot.id)} />}
    </InlineCreate>
  );
}

/** The created category goes on the first line without one, or on a new line. */
export function CreateCategoryInline({ orgId, categories }: { orgId: number; categories: readonly Category[] }) {
  const t = useMessages(inlineCreateMessages);
  const { getValues, setValue, clearErrors } = useFormContext();
  const apply = useCallback(
    (name: string) => {
      const lines = (getValues("animals") ?? []) as AnimalLineValue[];
      const free = lines.findIndex((l) => !l.type);
      const i = free >= 0 ? free : lines.length;
      if (free >= 0) setValue(`animals.${i}.type`, name, { shouldDirty: true });
      else setValue("animals", [...lines, { type: name, count: undefined }], { shouldDirty: true });
      clearErrors(`animals.${i}.type`);
    },
    [getValues, setValue, clearErrors],
  );
  const choose = usePendingChoice<string>((name) => categories.some((c) => c.name === name), apply);
  return (
    <InlineCreate label={t.category}>
      {(close) => <CategoryCreateDialog quiet orgId={orgId} onClose={close} onCreated={(c) => choose(c.name)} />}
    </InlineCreate>
  );
}

/** A treatment's medicine: chosen when it is one the picker offers (a medicine or animal-health supply). */
export function CreateSupplyInline({ supplies }: { supplies: readonly Supply[] }) {
  const t = useMessages(inlineCreateMessages);
  const choose = useChoose<number>("asset_id", (id) => supplies.some((a) => a.id === id));
  return (
    <InlineCreate label={t.supply}>
      {(close) => <SupplyCreateDialog quiet onClose={close} onCreated={(a) => choose(a.id)} />}
    </InlineCreate>
  );
}
