// What the page hands the map canvas (docs/map.md): already coloured and placed, so the canvas only draws.
// Apart from map-canvas.tsx so the page and its tests never load MapLibre.
import type { Boundary, Position } from "@shared/boundary";
import type { Bounds } from "./map-geometry";
import type { RodeoDrop } from "./rodeo-drag";

export interface DrawnLot {
  id: number;
  name: string;
  /** Its rodeos, named under the lot's name on its label. */
  rodeos: Array<{ id: number; name: string }>;
  color: string;
  boundary: Boundary;
  /** Where its label sits. */
  label: Position;
}

export interface DrawnField {
  id: number;
  name: string;
  boundary: Boundary;
}

/** A boundary being drawn or edited on the map (owners and admins). */
export interface MapEditing {
  /** Changes when another lot or field is edited: the editor starts again. */
  key: string;
  /** "Límite de El Bajo". */
  title: string;
  /** The boundary as stored (null: drawn from nothing). */
  boundary: Boundary | null;
  /** The box to show when the edit starts (the boundary's or its field's), or null to stay where the map is. */
  focus: Bounds | null;
  /** Writes the boundary; resolves with the refusal to show, or null once saved. */
  onSave: (boundary: Boundary) => Promise<string | null>;
  onCancel: () => void;
}

export interface MapCanvasProps {
  lots: DrawnLot[];
  fields: DrawnField[];
  /** The box the map fits when it opens. */
  bounds: Bounds;
  selectedId: number | null;
  onSelect: (lotId: number) => void;
  /** The user's position from ¿Dónde estoy?, or null. */
  position: Position | null;
  /** The boundary being edited, or null: the map only shows. */
  editing: MapEditing | null;
  /** A rodeo dragged from its lot onto another (owners and admins; undefined: rodeos stay put). */
  onMoveRodeo?: (move: RodeoDrop) => void;
}
