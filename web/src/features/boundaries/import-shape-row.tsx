// One shape of the import's preview: its outline, name, hectares (or why it cannot be imported), the select
// that assigns it, and how its write went.
import { SelectField, type SelectFieldProps } from "../../components/form-parts";
import { BoundaryOutline } from "../../components/herd/boundary-outline";
import type { ImportResult, PreviewShape } from "../../data/boundaries";
import { formatHectaresTogether } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { boundariesMessages } from "./boundaries-messages";

export interface TargetOption {
  value: string;
  label: string;
}

interface Props {
  shape: PreviewShape;
  /** The registered select (useZodForm's selectField). */
  select: Omit<SelectFieldProps, "label" | "children">;
  /** The message when its target is chosen for another shape too. */
  repeated: string | null;
  lotOptions: TargetOption[];
  fieldOptions: TargetOption[];
  result: ImportResult | undefined;
  /** The chosen target's label. */
  target: string;
}

export function ImportShapeRow({ shape, select, repeated, lotOptions, fieldOptions, result, target }: Props) {
  const t = useMessages(boundariesMessages);
  const name = shape.name.trim() || t.unnamed;
  const groups = (
    [
      [t.lotsGroup, lotOptions],
      [t.fieldsGroup, fieldOptions],
    ] as const
  ).filter(([, options]) => options.length > 0);
  return (
    <li className="boundary-shape">
      {shape.geometry ? (
        <BoundaryOutline geometry={shape.geometry} label={t.outlineOf(name)} />
      ) : (
        <span className="boundary-outline boundary-outline-empty" aria-hidden="true" />
      )}
      <div className="boundary-shape-body">
        <p className="boundary-shape-name">
          <strong>{name}</strong>
          {shape.geometry ? <span className="muted"> · {formatHectaresTogether(shape.hectares)}</span> : null}
        </p>
        {!shape.geometry ? (
          <p className="boundary-issue">{t.notImported(shape.issue)}</p>
        ) : result?.ok ? (
          <p className="boundary-saved">{t.saved(target)}</p>
        ) : (
          <SelectField {...select} label={t.assignTo(name)} error={repeated}>
            <option value="">{t.skip}</option>
            {groups.map(([label, options]) => (
              <optgroup key={label} label={label}>
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        )}
        {result?.ok && result.warning ? <p className="boundary-warning">{result.warning}</p> : null}
        {result && !result.ok ? <p className="form-error">{t.failed(result.error)}</p> : null}
      </div>
    </li>
  );
}
