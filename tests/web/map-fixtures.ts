// Shared by the map screen's tests (docs/map.md): a square boundary, west-south corner and side in degrees.
import type { Boundary } from "@shared/boundary";

export const square = (west: number, south: number, side: number): Boundary => ({
  type: "Polygon",
  coordinates: [
    [
      [west, south],
      [west + side, south],
      [west + side, south + side],
      [west, south + side],
      [west, south],
    ],
  ],
});
