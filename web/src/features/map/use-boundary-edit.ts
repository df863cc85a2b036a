// Which boundary the map is editing (docs/map.md): named in the address (`/mapa?editar=potrero-12`, so the
// lot's page links straight to it and Back leaves the editor), owners and admins only, and its save through the
// ordinary boundary write. A boundary with holes is not edited here (the editor draws outer rings only).
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useWriteBoundary, type BoundaryTarget } from "../../data/boundaries";
import type { FieldRow } from "../../data/fields";
import { errorMessage } from "../../lib/api/api-error";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store/types";
import { toast } from "../../lib/toast";
import { editable } from "../../lib/herd/boundary-parts";
import type { MapEditing } from "./map-canvas-props";
import { boundsOf } from "./map-geometry";
import { mapMessages } from "./map-messages";

const PARAM = "editar";

/** "potrero-12" → the lot 12; anything else → null. */
export function parseEditTarget(value: string | null): BoundaryTarget | null {
  const match = /^(potrero|campo)-([1-9]\d{0,9})$/.exec(value ?? "");
  return match ? { kind: match[1] as BoundaryTarget["kind"], id: Number(match[2]) } : null;
}

export interface BoundaryEdit {
  editing: MapEditing | null;
  /** Owners and admins: the lot card offers the editor. */
  canEdit: boolean;
  start: (target: BoundaryTarget) => void;
}

export function useBoundaryEdit(
  lots: readonly StoreLot[],
  fields: readonly FieldRow[],
  onSaved: (target: BoundaryTarget) => void,
): BoundaryEdit {
  const t = useMessages(mapMessages);
  const canEdit = useCanManageHerd();
  const { mutateAsync: writeBoundary } = useWriteBoundary();
  const [params, setParams] = useSearchParams();
  const param = canEdit ? params.get(PARAM) : null;

  const start = useCallback((next: BoundaryTarget) => setParams({ [PARAM]: `${next.kind}-${next.id}` }), [setParams]);
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);

  const editing = useMemo((): MapEditing | null => {
    const target = parseEditTarget(param);
    if (!target) return null;
    const lot = target.kind === "potrero" ? lots.find((l) => l.id === target.id) : undefined;
    const field = fields.find((f) => f.id === (lot ? lot.field_id : target.id));
    const shape = lot ?? (target.kind === "campo" ? field : undefined);
    if (!shape || !editable(shape.boundary)) return null;
    return {
      key: `${target.kind}-${target.id}`,
      title: t.editTitle(shape.name),
      boundary: shape.boundary,
      focus: boundsOf([shape.boundary]) ?? boundsOf([field?.boundary ?? null]),
      onCancel: close,
      onSave: async (boundary) => {
        try {
          const { warning } = await writeBoundary({ target, geometry: boundary });
          toast.success(t.saved(shape.name), warning ? { description: warning } : undefined);
          close();
          onSaved(target);
          return null;
        } catch (e) {
          return errorMessage(e, t.saveError);
        }
      },
    };
  }, [param, lots, fields, t, writeBoundary, close, onSaved]);

  return { editing, canEdit, start };
}
