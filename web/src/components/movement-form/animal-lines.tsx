// The animals of a record: one line per category with its head count; removals show (and hint)
// how many the rodeo has, so the API's "no hay suficientes" is rarely met.
import type { Category } from "@shared/herd-types";
import type { ReactNode } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Icon } from "../icon";
import { FormField, useFieldError } from "./form-fields";
import { categoryOptions, heads } from "./stock-options";

interface AnimalLinesProps {
  categories: readonly Category[];
  /** Head per category in the chosen rodeo; null when no rodeo is chosen. */
  available: Map<string, number> | null;
  removing: boolean;
  required: boolean;
  title?: string;
  /** After "Agregar categoría": "Crear categoría…" when the user may create one. */
  extra?: ReactNode;
}

const toNumber = (v: unknown) => (v === "" || v == null ? undefined : Number(v));

export function AnimalLines({
  categories,
  available,
  removing,
  required,
  title = "Animales",
  extra,
}: AnimalLinesProps) {
  const { control, register } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "animals" });
  const lines = (useWatch({ control, name: "animals" }) ?? []) as Array<{ type?: string }>;
  const listError = useFieldError("animals");

  return (
    <fieldset className="mf-lines">
      <legend className="label">
        {title}
        {required ? null : <span className="muted"> (opcional)</span>}
      </legend>
      {fields.map((field, i) => {
        const type = lines[i]?.type ?? "";
        const n = type && available ? (available.get(type.toLowerCase()) ?? 0) : null;
        return (
          <div key={field.id} className="mf-line">
            <FormField name={`animals.${i}.type`} label="Categoría" className="mf-line-category">
              {(a11y) => (
                <select {...a11y} className="select" {...register(`animals.${i}.type`)}>
                  <option value="">Elegí una categoría</option>
                  {categoryOptions(categories, available, removing, type).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              name={`animals.${i}.count`}
              label="Cantidad"
              className="mf-line-count"
              hint={removing && n !== null ? `Disponibles: ${heads(n)}` : undefined}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step="1"
                  {...register(`animals.${i}.count`, { setValueAs: toNumber })}
                />
              )}
            </FormField>
            {fields.length > 1 || !required ? (
              <button
                type="button"
                className="icon-btn mf-line-remove"
                aria-label={`Quitar la línea ${i + 1}`}
                onClick={() => remove(i)}
              >
                <Icon name="trash" size={18} />
              </button>
            ) : null}
          </div>
        );
      })}
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => append({ type: "", count: undefined })}>
        <Icon name="plus" size={16} /> Agregar categoría
      </button>
      {extra}
    </fieldset>
  );
}
