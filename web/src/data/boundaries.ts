// The boundaries of lots and fields (docs/map.md): a lot's or a field's boundary written or removed, a file read
// into the import's preview, the chosen shapes of a preview written one after another, and the export. A written
// boundary replaces its lot or field in the cached lists (others get it live: `lot-updated`, `update-lots`).
import type { Boundary } from "@shared/boundary";
import { errorMessage } from "../lib/api/api-error";
import { queryClient } from "../lib/query/query-client";
import type { StoreLot } from "../lib/store/types";
import {
  downloadBoundaries,
  previewBoundaryFile,
  putFieldBoundary,
  putLotBoundary,
  type BoundaryFormat,
} from "./api/boundaries-api";
import { fieldInto, type FieldRow } from "./fields";
import { applyPatches } from "./live/apply-live-message";
import { lotInto } from "./lots-list";
import { lotsPatch } from "./lots";
import { useOrgMutation } from "./org-query";

export type { BoundaryFormat, BoundaryPreview, PreviewShape } from "./api/boundaries-api";

/** What a boundary is written to: a lot (potrero) or a field (campo), as the import's match names it. */
export interface BoundaryTarget {
  kind: "potrero" | "campo";
  id: number;
}

/** A written boundary's answer: the server's warning (a lot outside its field), if any. */
export interface BoundaryWritten {
  warning?: string;
}

/** PUT the boundary of a lot or a field; the answered lot or field replaces the cached one. */
export async function writeBoundary(
  orgId: number,
  target: BoundaryTarget,
  geometry: Boundary | null,
): Promise<BoundaryWritten> {
  if (target.kind === "potrero") {
    const { lot, warning } = await putLotBoundary(orgId, target.id, geometry);
    applyPatches(queryClient, [lotsPatch(orgId, (items) => lotInto(items, lot as StoreLot))]);
    return { warning };
  }
  const { field, warning } = await putFieldBoundary(orgId, target.id, geometry);
  fieldInto(orgId, field as FieldRow);
  return { warning };
}

/** Writes a lot's or a field's boundary (null removes it); resolves to the server's warning, if any. */
export function useWriteBoundary() {
  return useOrgMutation({
    mutationFn: ({ target, geometry }: { target: BoundaryTarget; geometry: Boundary | null }, orgId) =>
      writeBoundary(orgId, target, geometry),
  });
}

/** POST the file for its preview (nothing is written). */
export function usePreviewBoundaries() {
  return useOrgMutation({ mutationFn: (file: File, orgId) => previewBoundaryFile(orgId, file) });
}

/** One shape of an import to write, under the index it has in the preview. */
export interface ImportWrite {
  index: number;
  target: BoundaryTarget;
  geometry: Boundary;
}

/** How one write of an import went: saved (with the server's warning, if any) or refused with its reason. */
export type ImportResult = { index: number; ok: true; warning?: string } | { index: number; ok: false; error: string };

export const BOUNDARY_WRITE_ERROR = "No se pudo guardar el límite";

/**
 * Writes the chosen shapes one after another (one lot's write never races its field's, and the server's
 * outside-its-field warning reads the field as just written); a refusal does not stop the rest.
 */
export async function writeImported(
  orgId: number,
  writes: readonly ImportWrite[],
  onResult?: (result: ImportResult) => void,
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (const w of writes) {
    let result: ImportResult;
    try {
      const { warning } = await writeBoundary(orgId, w.target, w.geometry);
      result = warning ? { index: w.index, ok: true, warning } : { index: w.index, ok: true };
    } catch (e) {
      result = { index: w.index, ok: false, error: errorMessage(e, BOUNDARY_WRITE_ERROR) };
    }
    results.push(result);
    onResult?.(result);
  }
  return results;
}

/** The import's "Guardar": the chosen shapes written in order; each result is reported as it lands. */
export function useWriteImported() {
  return useOrgMutation({
    mutationFn: (
      { writes, onResult }: { writes: readonly ImportWrite[]; onResult?: (r: ImportResult) => void },
      orgId,
    ) => writeImported(orgId, writes, onResult),
  });
}

/** Downloads every drawn boundary as GeoJSON or KML. */
export function useExportBoundaries() {
  return useOrgMutation({ mutationFn: (format: BoundaryFormat, orgId) => downloadBoundaries(orgId, format) });
}
