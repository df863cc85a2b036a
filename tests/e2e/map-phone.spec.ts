// The Mapa screen on a 360 px phone (docs/map.md): reached from the menu, the demo ranch's twelve lots drawn
// by MapLibre (WebGL in headless Chromium) with their HTML labels (zoomed out, one per field shows), a tapped
// label opens the lot's card and leads to its page; ¿Dónde estoy? inside El Bajo names it. No base map.
import { expect, test } from "@playwright/test";
import { ranchBoundaries } from "../../worker/scripts/seed/ranch-boundaries";
import { LOTS } from "../../worker/scripts/seed/ranch-plan";
import { expectFitsPhones, settled } from "./phone-fit-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: { width: 360, height: 740 } });

test("open Mapa from the menu, see the twelve lots drawn, tap one, see its card", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
  await logIn(page, DEMO.owner);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Mapa" }).click();
  await expect(page).toHaveURL(/\/mapa$/);
  await settled(page);

  const map = page.getByRole("region", { name: "Mapa de los potreros" });
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
  const labels = map.locator("button.map-label");
  await expect(labels).toHaveCount(LOTS.length);
  for (const lot of LOTS) await expect(labels.filter({ hasText: lot.name }).first()).toBeAttached();
  // WebGL runs: MapLibre made its context and sized the canvas.
  const webgl = await map.locator("canvas").evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0);
  expect(webgl).toBe(true);
  // Every demo lot is drawn (lots other specs create in the shared demo ranch have no boundary: they may be listed).
  const undrawn = page.getByRole("region", { name: "Sin límite dibujado" });
  for (const lot of LOTS) await expect(undrawn.getByText(lot.name, { exact: true })).toHaveCount(0);

  // Zoomed out on both fields, a field's labels would pile up: one per field shows, the rest wait for a zoom.
  await expect(labels.filter({ visible: true })).toHaveCount(2);
  const label = labels.filter({ hasText: "Potrero del Molino" });
  await label.scrollIntoViewIfNeeded();
  await label.click();
  const card = page.getByRole("region", { name: "Potrero del Molino" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Hectáreas declaradas180 ha");
  await expect(card).toContainText("Medidas en el mapa");
  await expect(card).toContainText("La Esperanza");

  // ¿Dónde estoy? from the middle of El Bajo (the seed draws it as a rectangle).
  const elBajo = ranchBoundaries().lots[LOTS.findIndex((l) => l.name === "El Bajo")]!.boundary;
  if (elBajo.type !== "Polygon") throw new Error("the seed draws El Bajo as one polygon");
  const ring = elBajo.coordinates[0]!;
  const mean = (i: 0 | 1) => ring.slice(0, 4).reduce((s, p) => s + p[i], 0) / 4;
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ longitude: mean(0), latitude: mean(1), accuracy: 5 });
  await page.getByRole("button", { name: "¿Dónde estoy?" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Estás en" })).toHaveText(
    "Estás en el potrero El Bajo (precisión: 5 m)",
  );
  await expectFitsPhones(page, "/mapa");
  await page.setViewportSize({ width: 360, height: 740 });

  await card.getByRole("link", { name: "Ver el lote" }).click();
  await expect(page).toHaveURL(/\/lots\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Potrero del Molino" })).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy|WebGL|maplibre/i.test(e))).toEqual([]);
});
