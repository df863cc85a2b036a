// A lot's label on the map (docs/map.md): a button with the lot's colour, its name and its rodeos, text only
// (never HTML from the data). Tapping it selects the lot; for owners and admins each rodeo's name can be
// dragged to another lot (rodeo-drag.ts).
import type { DrawnLot } from "./map-canvas-props";

export function labelElement(
  lot: DrawnLot,
  onClick: () => void,
  draggable?: (chip: HTMLElement, rodeoId: number) => void,
): HTMLElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "map-label";
  // The colour the lot is filled with, also in the page (the legend reads the same steps).
  button.dataset.color = lot.color;
  const strong = document.createElement("strong");
  const swatch = document.createElement("i");
  swatch.className = "map-label-swatch";
  swatch.style.background = lot.color;
  strong.appendChild(swatch);
  strong.appendChild(document.createTextNode(lot.name));
  button.appendChild(strong);
  if (lot.rodeos.length) {
    const rodeos = document.createElement("span");
    rodeos.className = "map-label-rodeos";
    for (const rodeo of lot.rodeos) {
      const chip = document.createElement("span");
      chip.className = "map-rodeo";
      chip.textContent = rodeo.name;
      draggable?.(chip, rodeo.id);
      rodeos.appendChild(chip);
    }
    button.appendChild(rodeos);
  }
  button.addEventListener("click", (e) => {
    e.stopPropagation();
    onClick();
  });
  return button;
}
