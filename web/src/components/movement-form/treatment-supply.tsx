// The supply a treatment or medicine entry uses: the medicines in stock (kind medicamento or
// sanidad) with their quantity; choosing one fills the product and its withdrawal days, and the
// form shows the clearance day the record will give ("Carencia hasta dd/mm/aaaa").
import { addCalendarDays } from "@shared/clearance";
import { use, useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { clearanceLabel } from "../../lib/herd/clearance";
import { useLocale } from "../../lib/i18n";
import { useSupplyList } from "../../data/supplies";
import { NumberField, SelectField } from "./form-fields";
import { inlineCreators } from "./inline-creators-chunk";

const quantityFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `creatable`: owners and admins may create the medicine from here ("Crear insumo…"). */
export function TreatmentSupplyFields({ creatable = false }: { creatable?: boolean }) {
  const { CreateSupplyInline } = use(inlineCreators);
  const supplies = useSupplyList().data ?? [];
  const locale = useLocale();
  const { control, setValue, getValues } = useFormContext();
  const medicines = supplies.filter((a) => a.kind === "medicamento" || a.kind === "sanidad");
  const supplyId = useWatch({ control, name: "asset_id" }) as number | null | undefined;
  const date = useWatch({ control, name: "date" }) as string | undefined;
  const days = useWatch({ control, name: "withdrawal_days" }) as number | undefined;
  const chosen = medicines.find((a) => a.id === supplyId);

  // A newly chosen medicine brings its withdrawal days and names the product (not on first render:
  // an edited record keeps what it stored).
  const previous = useRef(supplyId);
  useEffect(() => {
    if (previous.current === supplyId) return;
    previous.current = supplyId;
    if (!supplyId) setValue("asset_quantity", undefined);
    if (!chosen) return;
    setValue("withdrawal_days", chosen.withdrawal_days);
    if (!String(getValues("product") ?? "").trim()) setValue("product", chosen.name);
  }, [supplyId, chosen, setValue, getValues]);

  const clearance =
    typeof days === "number" && Number.isFinite(days) && days > 0 && date && DAY.test(date)
      ? clearanceLabel(addCalendarDays(date, days), locale)
      : "";

  return (
    <>
      <div className="field-row">
        <SelectField
          name="asset_id"
          label="Medicamento del stock (opcional)"
          placeholder={medicines.length ? "Sin descontar del stock" : "No hay medicamentos en stock"}
          options={medicines.map((a) => ({
            value: a.id,
            label: `${a.name} · ${quantityFormat.format(a.quantity)} ${a.unit}`,
          }))}
          numeric
          empty={null}
        />
        {supplyId ? (
          <NumberField
            name="asset_quantity"
            label={chosen ? `Cantidad usada (${chosen.unit})` : "Cantidad usada"}
            min={0}
            hint={chosen ? `En stock: ${quantityFormat.format(chosen.quantity)} ${chosen.unit}` : undefined}
          />
        ) : null}
      </div>
      {creatable ? <CreateSupplyInline supplies={medicines} /> : null}
      {clearance ? (
        <p className="badge badge-earth mf-clearance" role="status">
          {clearance}
        </p>
      ) : null}
    </>
  );
}
