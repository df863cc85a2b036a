// The import's preview (docs/map.md): every shape of the file with its outline, name, hectares or issue, and the
// lot or field it goes to (the server's match first). "Guardar N límites" writes the chosen ones one after
// another and shows how each went; saved shapes leave the count, so a second press retries only the rest.
import { useState } from "react";
import { SubmitButton } from "../../components/form-parts";
import { useWriteImported, type ImportResult, type ImportWrite, type PreviewShape } from "../../data/boundaries";
import type { FieldRow } from "../../data/fields";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { useZodForm } from "../../lib/use-zod-form";
import { boundariesMessages } from "./boundaries-messages";
import {
  assignmentSchema,
  initialValue,
  repeatedIndexes,
  targetOf,
  targetValue,
  type AssignmentValues,
} from "./import-assignments";
import { ImportShapeRow, type TargetOption } from "./import-shape-row";

interface Props {
  file: string;
  shapes: PreviewShape[];
  lots: StoreLot[];
  fields: FieldRow[];
}

export function ImportPreview({ file, shapes, lots, fields }: Props) {
  const t = useMessages(boundariesMessages);
  const lotOptions: TargetOption[] = lots.map((l) => ({
    value: targetValue({ kind: "potrero", id: l.id }),
    label: l.name,
  }));
  const fieldOptions: TargetOption[] = fields.map((f) => ({
    value: targetValue({ kind: "campo", id: f.id }),
    label: f.name,
  }));
  // A match the lists do not hold yet (they are still loading) keeps the server's name.
  for (const s of shapes) {
    const options = s.match?.kind === "potrero" ? lotOptions : fieldOptions;
    if (s.match && !options.some((o) => o.value === targetValue(s.match!))) {
      options.push({ value: targetValue(s.match), label: s.match.name });
    }
  }
  const names = new Map([
    ...lotOptions.map((o): [string, string] => [o.value, t.lotNamed(o.label)]),
    ...fieldOptions.map((o): [string, string] => [o.value, t.fieldNamed(o.label)]),
  ]);
  /** "el potrero Norte": how the messages name a select's value. */
  const labelOf = (value: string) => names.get(value) ?? value;

  const schema = assignmentSchema((value) => t.repeated(labelOf(value)));
  const form = useZodForm<AssignmentValues, typeof schema>(schema, { assign: shapes.map(initialValue) });
  const values = form.watch("assign");
  const repeated = repeatedIndexes(values);
  const write = useWriteImported();
  const [results, setResults] = useState<Map<number, ImportResult>>(new Map());
  const [summary, setSummary] = useState<string | null>(null);

  const isSaved = (i: number) => results.get(i)?.ok === true;
  const pending = shapes.flatMap((shape, index): ImportWrite[] => {
    const target = targetOf(values[index]);
    return shape.geometry && target && !isSaved(index) ? [{ index, target, geometry: shape.geometry }] : [];
  });

  const submit = form.handleSubmit(async () => {
    const writes = pending;
    if (writes.length === 0) return;
    setSummary(null);
    const done = await write.mutateAsync({
      writes,
      onResult: (r) => setResults((current) => new Map(current).set(r.index, r)),
    });
    setSummary(t.summary(done.filter((r) => r.ok).length, done.length));
  });

  return (
    <form className="card boundary-preview" aria-labelledby="boundary-preview-title" onSubmit={submit} noValidate>
      <h2 id="boundary-preview-title">{t.previewTitle(shapes.length, file)}</h2>
      {shapes.length === 0 ? (
        <p className="muted">{t.noShapes}</p>
      ) : (
        <ol className="boundary-shapes">
          {shapes.map((shape, index) => (
            <ImportShapeRow
              key={index}
              shape={shape}
              select={form.selectField(`assign.${index}`)}
              repeated={repeated.has(index) ? t.repeated(labelOf(values[index] ?? "")) : null}
              lotOptions={lotOptions}
              fieldOptions={fieldOptions}
              result={results.get(index)}
              target={labelOf(values[index] ?? "")}
            />
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="boundary-summary">
        {summary ?? ""}
      </p>
      {/* Once every chosen shape is saved there is nothing left to press. */}
      {shapes.length > 0 && (pending.length > 0 || results.size === 0) ? (
        <div className="form-actions">
          <SubmitButton
            label={t.save(pending.length)}
            busy={write.isPending}
            busyLabel={t.saving}
            disabled={pending.length === 0}
          />
        </div>
      ) : null}
    </form>
  );
}
