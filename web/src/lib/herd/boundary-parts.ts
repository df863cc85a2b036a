// Whether the map's editor can open a boundary, shared by the map and the lot and field pages (docs/map.md).
import { partsOf, type Boundary } from "@shared/boundary";

/** Whether any polygon has a hole: the map's editor draws outer rings only, so those are edited in their file. */
export const hasHoles = (b: Boundary) => partsOf(b).some((rings) => rings.length > 1);

/** Whether the map's editor can open this boundary (none yet, or one without holes). */
export const editable = (boundary: Boundary | null) => boundary === null || !hasHoles(boundary);
