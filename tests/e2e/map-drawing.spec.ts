// The ranch drawn by its owner on a 390 px phone (docs/map.md), each test in an organization of its own: a
// Google Earth KML with three potreros in a folder is imported and matched by name, the map colours them, a
// fourth is drawn on the map tap by tap (with an undo on the way), saved, and edited (a vertex taken out); and a
// rodeo dragged to another lot is moved through the ordinary rodeo move after a confirmation, which the log
// then shows.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { callApi, PHONE } from "./herd-helpers";
import { expectFitsPhones } from "./phone-fit-helpers";
import { logIn, uniqueEmail } from "./shell-helpers";

test.use({ viewport: PHONE });

const PASSWORD = "campo123";
/** A 2×2 grid of 0.01° cells near Tandil; the top-right one is left for the lot drawn on the map. */
const cell = (col: number, row: number) => {
  const [w, s] = [-59.2 + col * 0.01, -37.3 + row * 0.01];
  return `${w},${s},0 ${w + 0.008},${s},0 ${w + 0.008},${s + 0.008},0 ${w},${s + 0.008},0 ${w},${s},0`;
};
const placemark = (name: string, col: number, row: number) =>
  `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${cell(col, row)}` +
  `</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
const KML =
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>` +
  `<name>Campo</name><Folder><name>Potreros</name>${placemark("Potrero Norte", 0, 1)}` +
  `${placemark("potrero sur", 0, 0)}${placemark("El Bajo", 1, 0)}</Folder></Document></kml>`;

async function setUpRanch(page: Page) {
  const email = uniqueEmail("mapa");
  const signUp = await page.request.post("/api/auth/sign-up", {
    data: { email, password: PASSWORD, first_name: "Ana", last_name: "Pampa" },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const { token } = (await signUp.json()) as { token: string };
  const { organization } = await callApi<{ organization: { id: number } }>(
    page.request,
    token,
    "POST",
    "/organization",
    {
      name: "Campo Dibujado",
    },
  );
  const orgId = organization.id;
  const lots: Record<string, number> = {};
  for (const [name, hectares] of [
    ["Potrero Norte", 60],
    ["Potrero Sur", 60],
    ["El Bajo", 60],
    ["La Aguada", 40],
  ] as const) {
    const { lot } = await callApi<{ lot: { id: number } }>(page.request, token, "POST", `/lot/create/${orgId}`, {
      name,
      hectares,
    });
    lots[name] = lot.id;
  }
  await callApi(page.request, token, "POST", `/rodeo/${orgId}`, {
    name: "Cría",
    lot_id: lots["Potrero Norte"],
    date: new Date().toISOString().slice(0, 10),
    animals: [{ type: "Vaca", count: 30 }],
  });
  return { email, token, orgId, lots };
}

/** The centre of a label on the page. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Errors the map, its editor and the CSP would print. */
function mapErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
  return () => errors.filter((e) => /Content Security Policy|WebGL|maplibre|terra/i.test(e));
}

const labelOf = (page: Page) => (name: string) =>
  page.getByRole("region", { name: "Mapa de los potreros" }).locator("button.map-label").filter({ hasText: name });

test("import three potreros, see them coloured, draw a fourth and edit it", async ({ page }) => {
  const errors = mapErrors(page);
  const ranch = await setUpRanch(page);
  await logIn(page, ranch.email, PASSWORD);

  // Import: the three placemarks in the KML's folder, matched by name (case and accents aside).
  await page.goto("/mapa/importar");
  await page.getByLabel("Archivo KML, KMZ o GeoJSON").setInputFiles({
    name: "campo.kml",
    mimeType: "application/vnd.google-earth.kml+xml",
    buffer: Buffer.from(KML),
  });
  await expect(page.getByRole("heading", { name: "3 formas en campo.kml" })).toBeVisible();
  await expect(page.getByLabel("Asignar potrero sur a")).toHaveValue(`potrero:${ranch.lots["Potrero Sur"]}`);
  await page.getByRole("button", { name: "Guardar 3 límites" }).click();
  await expect(page.getByText("Se guardaron 3 de 3 límites.")).toBeVisible();

  // The map: three lots drawn and labelled, coloured by head count (the rodeo's lot darkest).
  await page.goto("/mapa");
  const map = page.getByRole("region", { name: "Mapa de los potreros" });
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
  const label = labelOf(page);
  await expect(map.locator("button.map-label")).toHaveCount(3);
  await page.getByLabel("Color por").selectOption({ label: "Cabezas" });
  await expect(label("Potrero Norte")).toHaveAttribute("data-color", "#1b7837");
  await expect(label("El Bajo")).toHaveAttribute("data-color", "#f1ede0");

  // Draw La Aguada in the empty top-right cell: its corners from the three labels' places on the canvas (the
  // editor's tools push the map down, the view stays).
  const canvas = map.locator("canvas.maplibregl-canvas");
  const before = (await canvas.boundingBox())!;
  const [sur, bajo, norte] = [
    await centre(label("Potrero Sur")),
    await centre(label("El Bajo")),
    await centre(label("Potrero Norte")),
  ];
  const [dx, dy] = [(bajo.x - sur.x) * 0.35, (norte.y - sur.y) * 0.35];
  await page.getByRole("region", { name: "Sin límite dibujado" }).getByRole("button", { name: "La Aguada" }).click();
  await page.getByRole("region", { name: "La Aguada" }).getByRole("button", { name: "Dibujar límite" }).click();
  await expect(page).toHaveURL(new RegExp(`editar=potrero-${ranch.lots["La Aguada"]}$`));
  const editor = page.getByRole("region", { name: "Límite de La Aguada" });
  await expect(editor).toContainText("Tocá el mapa en cada esquina");
  await expectFitsPhones(page, "the boundary editor");
  await page.setViewportSize(PHONE);
  await canvas.scrollIntoViewIfNeeded();
  const after = (await canvas.boundingBox())!;
  const middle = { x: bajo.x - before.x + after.x, y: norte.y - before.y + after.y };
  const corners = [
    { x: middle.x - dx, y: middle.y - dy },
    { x: middle.x + dx, y: middle.y - dy },
    { x: middle.x + dx, y: middle.y + dy },
    { x: middle.x - dx, y: middle.y + dy },
  ];
  // Two corners, a wrong third taken back with Deshacer, then the other two and the first again to close.
  for (const c of corners.slice(0, 2)) await page.mouse.click(c.x, c.y);
  await page.mouse.click(middle.x, middle.y);
  await page.getByRole("group", { name: "Herramientas de dibujo" }).getByRole("button", { name: "Deshacer" }).click();
  for (const c of [...corners.slice(2), corners[0]!]) await page.mouse.click(c.x, c.y);
  await expect(editor).toContainText("Arrastrá un vértice");
  await expect(editor).toContainText(/Superficie dibujada: \d/);
  await page.getByRole("button", { name: "Guardar límite" }).click();
  await expect(page.getByText("Límite de La Aguada guardado")).toBeVisible();
  await expect(page).toHaveURL(/\/mapa$/);
  await expect(map.locator("button.map-label")).toHaveCount(4);
  const aguada = async () => {
    const { lots } = await callApi<{
      lots: Array<{ id: number; boundary: { type: string; coordinates: number[][][] }; computed_hectares: number }>;
    }>(page.request, ranch.token, "GET", `/lot/info/${ranch.orgId}`);
    return lots.find((l) => l.id === ranch.lots["La Aguada"])!;
  };
  const drawn = await aguada();
  expect(drawn.boundary.type).toBe("Polygon");
  expect(drawn.boundary.coordinates[0]).toHaveLength(5);
  expect(drawn.computed_hectares).toBeGreaterThan(0);

  // Edit La Aguada: tap its top-right corner and take it out (a triangle is left, half the area).
  await page.getByRole("region", { name: "La Aguada" }).getByRole("button", { name: "Editar límite" }).click();
  await expect(editor).toContainText("Arrastrá un vértice");
  await canvas.scrollIntoViewIfNeeded();
  // The editor fits the lot's box in the map (48 px of padding): its corner (+dx, -dy) from the middle, scaled.
  const now = (await canvas.boundingBox())!;
  const scale = Math.min((now.width - 96) / (2 * Math.abs(dx)), (now.height - 96) / (2 * Math.abs(dy)));
  const corner = { x: now.x + now.width / 2 + scale * dx, y: now.y + now.height / 2 - scale * dy };
  const tools = page.getByRole("group", { name: "Herramientas de dibujo" });
  await expect(tools.getByRole("button", { name: "Quitar vértice" })).toBeDisabled();
  await page.mouse.click(corner.x, corner.y);
  await tools.getByRole("button", { name: "Quitar vértice" }).click();
  await page.getByRole("button", { name: "Guardar límite" }).click();
  await expect(page).toHaveURL(/\/mapa$/);
  await expect.poll(async () => (await aguada()).boundary.coordinates[0]!.length).toBe(4);
  const triangle = await aguada();
  expect(triangle.computed_hectares).toBeGreaterThan(drawn.computed_hectares * 0.4);
  expect(triangle.computed_hectares).toBeLessThan(drawn.computed_hectares * 0.6);

  expect(errors()).toEqual([]);
  await callApi(page.request, ranch.token, "DELETE", `/organization/${ranch.orgId}`);
});

test("drag a rodeo onto another lot, confirm, and see the log record the move", async ({ page }) => {
  const errors = mapErrors(page);
  const ranch = await setUpRanch(page);
  for (const [name, col, row] of [
    ["Potrero Norte", 0, 1],
    ["Potrero Sur", 0, 0],
  ] as const) {
    const ring = cell(col, row)
      .split(" ")
      .map((p) => p.split(",").slice(0, 2).map(Number));
    await callApi(page.request, ranch.token, "PUT", `/lot/${ranch.orgId}/${ranch.lots[name]}/boundary`, {
      geometry: { type: "Polygon", coordinates: [ring] },
    });
  }
  await logIn(page, ranch.email, PASSWORD);
  await page.goto("/mapa");
  const label = labelOf(page);
  await expect(label("Potrero Sur")).toBeVisible();
  await expect(page.getByText("Arrastrá el nombre de un rodeo a otro potrero para moverlo.")).toBeVisible();

  // Drag the rodeo's name from Potrero Norte onto Potrero Sur: confirmed, it moves like the rodeo's own "Mover".
  await page.getByLabel("Color por").selectOption({ label: "Cabezas" });
  const chip = label("Potrero Norte").locator(".map-rodeo", { hasText: "Cría" });
  await chip.scrollIntoViewIfNeeded();
  const [from, to] = [await centre(chip), await centre(label("Potrero Sur"))];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y + 12, { steps: 8 });
  await page.mouse.up();
  const dialog = page.getByRole("dialog", { name: "Mover el rodeo" });
  await expect(dialog).toContainText("¿Mover el rodeo Cría del potrero Potrero Norte al potrero Potrero Sur?");
  await dialog.getByRole("button", { name: "Mover" }).click();
  await expect(page.getByText("Rodeo Cría movido a Potrero Sur")).toBeVisible();
  await expect(label("Potrero Sur")).toContainText("Cría");
  await expect(label("Potrero Sur")).toHaveAttribute("data-color", "#1b7837");
  await expect(label("Potrero Norte")).not.toContainText("Cría");

  // The log records the move.
  await page.goto("/data");
  await expect(page.getByText("Traslado de rodeo entre lotes").first()).toBeVisible();

  expect(errors()).toEqual([]);
  await callApi(page.request, ranch.token, "DELETE", `/organization/${ranch.orgId}`);
});
