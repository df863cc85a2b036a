// Records a consumption of one supply (POST /movement/asset-consumption): the supply (fixed on a
// supply's page), quantity, the rodeo or lot that used it and the day. Any member may record one.
// Checked with the API's ASSET_CONSUMPTION schema; a 409 (more than the stock) goes on the quantity.
import { movementBodySchemas } from "@shared/movement-schemas";
import type { Supply } from "@shared/supply-types";
import { useCallback } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "../../lib/toast";
import { FormActions, FormError, SelectField } from "../../components/form-parts";
import { InlineCreate, inlineCreateMessages, usePendingChoice } from "../../components/inline-create";
import { TextField } from "../../components/text-field";
import { errorMessage, isApiError } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { useLots } from "../../data/lots";
import { useRodeos } from "../../data/rodeos";
import { optionalNumber, useZodForm } from "../../lib/use-zod-form";
import { useConsumeSupply } from "../../data/consumption";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { quantityWithUnit, SupplyCreateDialog, SupplyOptions } from "../supplies";
import { consumptionMessages } from "./consumption-messages";
import { toastError } from "../../lib/error-toast";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

const schema = movementBodySchemas.ASSET_CONSUMPTION;

interface RawValues {
  asset_id: string;
  quantity: string;
  /** "r{id}" a rodeo, "l{id}" a lot, "" neither. */
  target: string;
  date: string;
  detail: string;
}

const toInput = (v: RawValues) => ({
  asset_id: v.asset_id ? Number(v.asset_id) : undefined,
  quantity: optionalNumber(v.quantity),
  rodeo_id: v.target.startsWith("r") ? Number(v.target.slice(1)) : null,
  lot_id: v.target.startsWith("l") ? Number(v.target.slice(1)) : null,
  date: v.date,
  detail: v.detail,
});

interface Props {
  supplies: readonly Supply[];
  /** The supply's own page: no picker. */
  supply?: Supply;
  onDone?: () => void;
  onCancel?: () => void;
}

export function ConsumptionForm({ supplies, supply, onDone, onCancel }: Props) {
  const t = useMessages(consumptionMessages);
  const inline = useMessages(inlineCreateMessages);
  // Any member records a consumption; owners and admins may create the supply it lacks.
  const canManage = useCanManageHerd();
  const consume = useConsumeSupply();
  const rodeos = useRodeos();
  const lots = useLots();
  const form = useZodForm<RawValues, typeof schema>(
    schema,
    { asset_id: supply ? String(supply.id) : "", quantity: "", target: "", date: todayIso(), detail: "" },
    {
      toInput,
      messages: { asset_id: (m, v) => (v.asset_id ? m : t.chooseSupply) },
    },
  );
  const { control, handleSubmit, field, selectField, setError, reset, applyApiIssues, rootError } = form;
  const { setValue, clearErrors } = form;
  const chooseSupply = usePendingChoice<string>(
    (v) => supplies.some((a) => String(a.id) === v),
    useCallback(
      (v: string) => {
        setValue("asset_id", v, { shouldDirty: true });
        clearErrors("asset_id");
      },
      [setValue, clearErrors],
    ),
  );
  const supplyId = useWatch({ control, name: "asset_id" });
  const chosen = supply ?? supplies.find((a) => a.id === Number(supplyId));

  const submit = handleSubmit(async (body) => {
    try {
      await consume.mutateAsync({
        asset_id: body.asset_id,
        quantity: body.quantity,
        date: body.date,
        rodeo_id: body.rodeo_id ?? null,
        lot_id: body.lot_id ?? null,
        detail: body.detail,
      });
      toast.success(t.saved);
      reset({ asset_id: supply ? String(supply.id) : "", quantity: "", target: "", date: body.date, detail: "" });
      onDone?.();
    } catch (error) {
      if (applyApiIssues(error)) return;
      const message = errorMessage(error, t.saveError);
      // More than the stock (409): the quantity is what to fix.
      setError(isApiError(error) && error.status === 409 ? "quantity" : "root.server", { message });
      toastError(message, error);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t.formTitle}>
      {supply ? null : (
        <SelectField label={t.supply} {...selectField("asset_id")}>
          <option value="">{t.chooseSupply}</option>
          <SupplyOptions supplies={supplies} />
        </SelectField>
      )}
      {supply || !canManage ? null : (
        <InlineCreate label={inline.supply}>
          {(close) => <SupplyCreateDialog quiet onClose={close} onCreated={(a) => chooseSupply(String(a.id))} />}
        </InlineCreate>
      )}
      <div className="field-row">
        <TextField
          label={chosen ? t.quantityIn(chosen.unit) : t.quantity}
          inputMode="decimal"
          hint={chosen ? t.available(quantityWithUnit(chosen.quantity, chosen.unit)) : undefined}
          {...field("quantity")}
        />
        <TextField label={t.date} type="date" {...field("date")} />
      </div>
      <SelectField label={t.target} {...selectField("target")}>
        <option value="">{t.noTarget}</option>
        <optgroup label={t.rodeos}>
          {(rodeos.data ?? NONE).map((r) => (
            <option key={`r${r.id}`} value={`r${r.id}`}>
              {r.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t.lots}>
          {(lots.data ?? NONE)
            .filter((l) => l.id > 0 && !l.deleted)
            .map((l) => (
              <option key={`l${l.id}`} value={`l${l.id}`}>
                {l.name}
              </option>
            ))}
        </optgroup>
      </SelectField>
      <TextField label={t.detail} maxLength={2000} {...field("detail")} />
      <FormError message={rootError} />
      <FormActions onCancel={onCancel} busy={consume.isPending} label={t.save} />
    </form>
  );
}
