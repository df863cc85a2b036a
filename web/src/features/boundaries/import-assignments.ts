// The import's assignments (docs/map.md): each shape of the preview goes to one lot or field, or nowhere; a
// select's value is "potrero:12", "campo:3" or "" (not imported). Each lot or field may be chosen once.
import * as z from "@shared/zod";
import type { BoundaryTarget, PreviewShape } from "../../data/boundaries";

export const targetValue = (t: BoundaryTarget) => `${t.kind}:${t.id}`;

export function targetOf(value: string | undefined): BoundaryTarget | null {
  const found = /^(potrero|campo):(\d+)$/.exec(value ?? "");
  return found ? { kind: found[1] as BoundaryTarget["kind"], id: Number(found[2]) } : null;
}

/** The select's first value: the server's match for a shape it could read, else "" (not imported). */
export const initialValue = (shape: PreviewShape) => (shape.geometry && shape.match ? targetValue(shape.match) : "");

/** The indexes whose target is also chosen for another shape. */
export function repeatedIndexes(values: ReadonlyArray<string | undefined>): Set<number> {
  const seen = new Map<string, number[]>();
  values.forEach((v, i) => {
    if (v) seen.set(v, [...(seen.get(v) ?? []), i]);
  });
  return new Set([...seen.values()].filter((at) => at.length > 1).flat());
}

export interface AssignmentValues {
  assign: string[];
}

/** The form's check: a target repeated is refused on each of its selects, named by `nameOf`. */
export const assignmentSchema = (message: (value: string) => string) =>
  z.object({ assign: z.array(z.string().optional().default("")) }).superRefine(({ assign }, ctx) => {
    for (const i of repeatedIndexes(assign)) {
      ctx.addIssue({ code: "custom", path: ["assign", i], message: message(assign[i]!) });
    }
  });
