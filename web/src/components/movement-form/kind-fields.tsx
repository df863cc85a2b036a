// The fields particular to each kind of record (prices, weights, products, rain...), as the
// shared schema names them.
import type { MovementBodyKind } from "@shared/movement-schemas";
import { NumberField, SelectField, TextInput, type SelectOption } from "./form-fields";
import { TreatmentSupplyFields } from "./treatment-supply";

interface KindFieldsProps {
  kind: MovementBodyKind;
  rodeoChoices: readonly SelectOption[];
  categoryChoices: readonly SelectOption[];
  /** Categories the rodeo holds (with availability), for the "from" side of a recategorization. */
  fromChoices: readonly SelectOption[];
  /** Owners and admins recording a new entry: a missing supply may be created from the form. */
  creatable?: boolean;
}

function TradeFields({ selling }: { selling: boolean }) {
  return (
    <>
      <div className="field-row">
        <TextInput name={selling ? "buyer" : "seller"} label={selling ? "Comprador" : "Vendedor"} />
        <TextInput
          name={selling ? "destination_establishment" : "origin_establishment"}
          label={selling ? "Establecimiento de destino" : "Establecimiento de origen"}
        />
      </div>
      <div className="field-row">
        <NumberField name="price_per_head" label="Precio por cabeza ($)" min={0} />
        <NumberField name="price_per_kg" label="Precio por kg ($)" min={0} />
      </div>
      <div className="field-row">
        <NumberField name="mean_weight" label="Peso promedio (kg)" min={0} />
        <TextInput name="dte_number" label="N.º de DTe" />
      </div>
    </>
  );
}

export function KindFields({ kind, rodeoChoices, categoryChoices, fromChoices, creatable }: KindFieldsProps) {
  switch (kind) {
    case "BUY":
    case "SELL":
      return <TradeFields selling={kind === "SELL"} />;
    case "DEATH":
      return <TextInput name="cause" label="Causa" />;
    case "CONSUMPTION":
      return <NumberField name="mean_weight" label="Peso promedio (kg)" min={0} />;
    case "WEANING":
      return (
        <>
          <div className="field-row">
            <SelectField
              name="destination_rodeo_id"
              label="Rodeo de destino"
              placeholder="El mismo rodeo"
              options={rodeoChoices}
              numeric
              empty={null}
            />
            <SelectField
              name="destination_category"
              label="Categoría de destino"
              placeholder="La misma categoría"
              options={categoryChoices}
              empty={null}
            />
          </div>
          <NumberField name="mean_weight" label="Peso promedio al destete (kg)" min={0} />
        </>
      );
    case "WEIGHING":
      return (
        <div className="field-row">
          <NumberField name="mean_weight" label="Peso promedio (kg)" min={0} />
          <NumberField name="animals_weighed" label="Animales pesados" integer min={1} />
        </div>
      );
    case "TRANSFER":
      return (
        <div className="field-row">
          <TextInput name="origin_establishment" label="Establecimiento de origen" />
          <TextInput name="dte_number" label="N.º de DTe" />
        </div>
      );
    case "OUTGOING_TRANSFER":
      return (
        <div className="field-row">
          <TextInput name="destination_establishment" label="Establecimiento de destino" />
          <TextInput name="dte_number" label="N.º de DTe" />
        </div>
      );
    case "RECATEGORIZATION":
      return (
        <>
          <div className="field-row">
            <SelectField
              name="from_category"
              label="Categoría de origen"
              placeholder="Elegí una categoría"
              options={fromChoices}
              empty=""
            />
            <SelectField
              name="to_category"
              label="Categoría de destino"
              placeholder="Elegí una categoría"
              options={categoryChoices}
              empty=""
            />
          </div>
          <NumberField name="count" label="Cantidad" integer min={1} />
        </>
      );
    case "CHANGE_RODEO":
      return (
        <div className="field-row">
          <SelectField
            name="to_rodeo_id"
            label="Rodeo de destino"
            placeholder="Elegí un rodeo"
            options={rodeoChoices}
            numeric
          />
          <SelectField
            name="to_category"
            label="Nueva categoría"
            placeholder="Sin cambio de categoría"
            options={categoryChoices}
            empty={null}
          />
        </div>
      );
    case "TREATMENT":
    case "MEDICINE":
      return (
        <>
          <TreatmentSupplyFields creatable={creatable} />
          <TextInput name="product" label="Producto" />
          <div className="field-row">
            <TextInput name="dose" label="Dosis" />
            <NumberField
              name="withdrawal_days"
              label="Días de carencia"
              integer
              min={0}
              hint="La fecha de liberación para faena se calcula desde la fecha del registro."
            />
          </div>
        </>
      );
    case "PREGNANCY_DIAGNOSIS":
      return (
        <>
          <NumberField name="examined" label="Examinadas" integer min={1} />
          <div className="field-row">
            <NumberField name="pregnant" label="Preñadas" integer min={0} />
            <NumberField name="empty" label="Vacías" integer min={0} />
          </div>
        </>
      );
    case "RAIN":
      return <NumberField name="mm" label="Milímetros" min={0} />;
    case "FROST":
      return <NumberField name="min_temperature" label="Temperatura mínima (°C)" />;
    case "EXTREME_TEMPERATURE":
      return <NumberField name="temperature" label="Temperatura (°C)" />;
    case "HAIL":
      return (
        <SelectField
          name="intensity"
          label="Intensidad"
          placeholder="Sin indicar"
          options={[
            { value: "leve", label: "Leve" },
            { value: "moderada", label: "Moderada" },
            { value: "fuerte", label: "Fuerte" },
          ]}
          empty={null}
        />
      );
    case "ASSET":
      return (
        <>
          <TextInput name="name" label="Insumo" />
          <div className="field-row">
            <NumberField name="quantity" label="Cantidad" min={0} />
            <TextInput name="unit" label="Unidad" hint="kg, litros, dosis, bolsas…" />
          </div>
          <NumberField name="unit_cost" label="Costo unitario ($)" min={0} />
        </>
      );
    default:
      return null;
  }
}
