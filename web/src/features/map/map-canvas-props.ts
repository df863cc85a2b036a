// What the page hands the map canvas (docs/map.md): already coloured and placed, so the canvas only draws.
// Apart from map-canvas.tsx so the page and its tests never load MapLibre.
import type { Boundary, Position } from "@shared/boundary";
import type { Bounds } from "./map-geometry";

export interface DrawnLot {
  id: number;
  name: string;
  /** Its rodeos' names, under the name on its label. */
  rodeos: string[];
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

export interface MapCanvasProps {
  lots: DrawnLot[];
  fields: DrawnField[];
  /** The box the map fits when it opens. */
  bounds: Bounds;
  selectedId: number | null;
  onSelect: (lotId: number) => void;
  /** The user's position from ¿Dónde estoy?, or null. */
  position: Position | null;
}
