// Record deaths in a rodeo of the lot (POST /lot/record-deaths/{id}, a DEATH movement), checked
// with the shared pieces of its body (lotDeathsBody): category, head count, cause and date.
import { lotDeathsBody } from "@shared/herd-schemas";
import { entityId, headCount } from "@shared/schema-parts";
import * as z from "@shared/zod";
import { toast } from "../../lib/toast";
import { useRecordDeaths } from "../../data/lots";
import { TextField } from "../../components/text-field";
import { todayIso } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { useZodForm } from "../../lib/use-zod-form";
import { lotDetailMessages } from "./lot-detail-messages";
import { LotStockDialog } from "./lot-stock-dialog";
import { countError, withinSource, numberOrMissing, StockSourcePickers, useStockSource } from "./lot-stock-source";

interface Props {
  lot: StoreLot;
  orgId: number;
  onClose: () => void;
}

interface RawValues {
  category_id: string;
  count: string;
  cause: string;
  date: string;
}

const toInput = (v: RawValues) => ({
  ...v,
  category_id: numberOrMissing(v.category_id),
  count: numberOrMissing(v.count),
});

export function LotDeathsDialog({ lot, orgId, onClose }: Props) {
  const t = useMessages(lotDetailMessages);
  const stock = useStockSource(lot);
  const schema = withinSource(
    z.object({
      category_id: entityId,
      count: headCount,
      cause: lotDeathsBody.shape.cause,
      date: lotDeathsBody.shape.date.unwrap(),
    }),
    stock,
    "category_id",
  );
  const { handleSubmit, field, errorOf, watch, setValue } = useZodForm<RawValues, typeof schema>(
    schema,
    { category_id: "", count: "", cause: "", date: todayIso() },
    {
      toInput,
      messages: {
        category_id: () => t.pickCategory,
        count: (message, v) => countError(t, Number(v.count), stock.sourceOf(v.category_id)) ?? message,
      },
    },
  );
  const deaths = useRecordDeaths();

  const submit = handleSubmit(({ category_id, count, cause, date }) =>
    deaths.mutate(
      { orgId, lotId: lot.id, input: { rodeo_id: Number(stock.rodeo), category_id, count, cause, date } },
      {
        onSuccess: () => {
          toast.success(t.deathsDone);
          onClose();
        },
      },
    ),
  );

  return (
    <LotStockDialog title={t.deathsTitle} write={deaths} failed={t.deathsError} onClose={onClose} onSubmit={submit}>
      <StockSourcePickers
        stock={stock}
        label={t.category}
        category={watch("category_id")}
        onCategory={(v) => setValue("category_id", v)}
        error={errorOf("category_id")}
      />
      <div className="field-row">
        <TextField label={t.count} type="number" inputMode="numeric" min={1} {...field("count")} />
        <TextField label={t.date} type="date" {...field("date")} required />
      </div>
      <TextField label={t.cause} maxLength={200} {...field("cause")} />
    </LotStockDialog>
  );
}
