// A boundary's small outline (docs/map.md): the polygon drawn in a square, described by the text beside it.
import type { Boundary } from "@shared/boundary";
import { outlinePath } from "../../lib/herd/outline-path";

const SIZE = 64;

export function BoundaryOutline({ geometry, label }: { geometry: Boundary; label: string }) {
  const d = outlinePath(geometry, SIZE);
  return (
    <svg className="boundary-outline" viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="img">
      <title>{label}</title>
      {d ? <path d={d} fillRule="evenodd" /> : null}
    </svg>
  );
}
