// Transfer between categories inside a rodeo of the lot (POST /lot/animal/transfer, recorded as a
// recategorization): 'Transferencia completada exitosamente' / 'Error al transferir animales'.
// Checked with the shared pieces of its body: both categories (different) and the head count.
import { entityId, headCount } from "@shared/schema-parts";
import * as z from "@shared/zod";
import { toast } from "../../lib/toast";
import { TextField } from "../../components/text-field";
import { useCategories } from "../../data/categories";
import { useTransferAnimals } from "../../data/lots";
import { errorMessage } from "../../lib/api/client";
import { toastError } from "../../lib/error-toast";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { useZodForm } from "../../lib/use-zod-form";
import { lotDetailMessages } from "./lot-detail-messages";
import { LotStockDialog } from "./lot-stock-dialog";
import { SelectField } from "./lot-pickers";
import { countError, numberOrMissing, StockSourcePickers, useStockSource, withinSource } from "./lot-stock-source";

interface Props {
  lot: StoreLot;
  orgId: number;
  onClose: () => void;
}

interface RawValues {
  from_category: string;
  to_category: string;
  count: string;
}

const toInput = (v: RawValues) => ({
  from_category: numberOrMissing(v.from_category),
  to_category: numberOrMissing(v.to_category),
  count: numberOrMissing(v.count),
});

export function LotTransferDialog({ lot, orgId, onClose }: Props) {
  const t = useMessages(lotDetailMessages);
  const categories = useCategories();
  const stock = useStockSource(lot);
  const schema = withinSource(
    z
      .object({ from_category: entityId, to_category: entityId, count: headCount })
      .refine((v) => v.from_category !== v.to_category, {
        path: ["to_category"],
        message: t.sameCategory,
        when: (payload) => !payload.issues.some((i) => i.path?.[0] === "to_category"),
      }),
    stock,
    "from_category",
  );
  const { handleSubmit, field, errorOf, watch, setValue } = useZodForm<RawValues, typeof schema>(
    schema,
    { from_category: "", to_category: "", count: "" },
    {
      toInput,
      messages: {
        from_category: () => t.pickCategory,
        to_category: (message, v) => (v.to_category ? message : t.pickCategory),
        count: (message, v) => countError(t, Number(v.count), stock.sourceOf(v.from_category)) ?? message,
      },
    },
  );
  const transfer = useTransferAnimals();
  const from = watch("from_category");
  const source = stock.sourceOf(from);

  const submit = handleSubmit(({ from_category, to_category, count }) =>
    transfer.mutate(
      { orgId, lotId: lot.id, input: { rodeo_id: Number(stock.rodeo), from_category, to_category, count } },
      {
        onSuccess: () => {
          toast.success(t.transferDone);
          onClose();
        },
        onError: (e) => toastError(errorMessage(e, t.transferError), e),
      },
    ),
  );

  return (
    <LotStockDialog title={t.transfer} write={transfer} failed={t.transferError} onClose={onClose} onSubmit={submit}>
      <StockSourcePickers
        stock={stock}
        label={t.fromCategory}
        category={from}
        onCategory={(v) => setValue("from_category", v)}
        error={errorOf("from_category")}
      />
      <SelectField
        label={t.toCategory}
        value={watch("to_category")}
        onChange={(v) => setValue("to_category", v)}
        placeholder={t.pickCategory}
        error={errorOf("to_category")}
        options={(categories.data ?? [])
          .filter((c) => String(c.id) !== from)
          .map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <TextField
        label={t.count}
        type="number"
        inputMode="numeric"
        min={1}
        max={source?.count}
        {...field("count")}
        hint={source ? t.available(source.count) : undefined}
      />
    </LotStockDialog>
  );
}
