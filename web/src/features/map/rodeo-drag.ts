// A rodeo's name on a lot's label, dragged to another lot (docs/map.md): a copy follows the finger or the
// mouse, the map does not pan meanwhile, and where it is let go names the lot. Nothing is written here: the
// page asks for a confirmation and moves the rodeo through the ordinary rodeo move. A short tap stays a tap (it
// opens the lot's card, as the label does).
import { pointInBoundary } from "@shared/boundary";
import type { Map as MapLibre } from "maplibre-gl";
import type { DrawnLot } from "./map-canvas-props";

/** How far a press must travel (CSS pixels) before it is a drag, not a tap. */
const DRAG_AFTER = 6;

export interface RodeoDrop {
  rodeoId: number;
  fromLotId: number;
  toLotId: number;
}

/** The drawn lot under a point of the page, if any. */
export function lotAt(map: MapLibre, lots: readonly DrawnLot[], clientX: number, clientY: number): DrawnLot | null {
  const box = map.getCanvasContainer().getBoundingClientRect();
  const { lng, lat } = map.unproject([clientX - box.left, clientY - box.top]);
  return lots.find((l) => pointInBoundary([lng, lat], l.boundary)) ?? null;
}

/** Makes `chip` (a rodeo of the lot `fromLotId`) draggable onto the lots `lots()` returns. */
export function makeDraggable(
  chip: HTMLElement,
  drop: { map: MapLibre; rodeoId: number; fromLotId: number; lots: () => readonly DrawnLot[] },
  onDrop: (move: RodeoDrop) => void,
) {
  let dragged = false;
  chip.classList.add("map-rodeo-draggable");
  // The map listens to presses on its container: a press on the chip is the chip's alone.
  for (const type of ["mousedown", "touchstart"] as const)
    chip.addEventListener(type, (e) => e.stopPropagation(), { passive: true });

  chip.addEventListener("pointerdown", (down) => {
    if (down.button !== 0) return;
    down.stopPropagation();
    chip.setPointerCapture?.(down.pointerId);
    let ghost: HTMLElement | null = null;

    const move = (e: PointerEvent) => {
      if (!ghost && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < DRAG_AFTER) return;
      if (!ghost) {
        ghost = chip.cloneNode(true) as HTMLElement;
        ghost.className = "map-rodeo map-rodeo-ghost";
        ghost.setAttribute("aria-hidden", "true");
        document.body.appendChild(ghost);
      }
      ghost.style.transform = `translate(${e.clientX}px, ${e.clientY}px) translate(-50%, -50%)`;
    };
    const end = (e: PointerEvent, dropped: boolean) => {
      chip.removeEventListener("pointermove", move);
      chip.removeEventListener("pointerup", up);
      chip.removeEventListener("pointercancel", cancel);
      if (!ghost) return;
      ghost.remove();
      dragged = true;
      const target = dropped ? lotAt(drop.map, drop.lots(), e.clientX, e.clientY) : null;
      if (target && target.id !== drop.fromLotId)
        onDrop({ rodeoId: drop.rodeoId, fromLotId: drop.fromLotId, toLotId: target.id });
    };
    const up = (e: PointerEvent) => end(e, true);
    const cancel = (e: PointerEvent) => end(e, false);
    chip.addEventListener("pointermove", move);
    chip.addEventListener("pointerup", up);
    chip.addEventListener("pointercancel", cancel);
  });
  // The click that ends a drag is not a tap on the label.
  chip.addEventListener("click", (e) => {
    if (!dragged) return;
    dragged = false;
    e.stopPropagation();
    e.preventDefault();
  });
}
