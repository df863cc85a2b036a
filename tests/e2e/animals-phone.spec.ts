// Tagged animals at a phone's size (docs/animals.md): a rancher tags 20 calves from a stick reader's session
// file, weighs them from the scale's file, sells 5 picked by reading their tags into the sale, and the counts,
// the animals and the log agree, on the screens and through the API. The Caravanas screen, reached from
// Animales, loads a range of tags bought and lists them, and fits a 360 px phone.
import { expect, test } from "@playwright/test";
import { callApi, PHONE, storedAuth } from "./herd-helpers";
import { expectFitsPhones, settled } from "./phone-fit-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

interface RodeoRow {
  id: number;
  stock: Array<{ category: string; count: number }>;
}
interface AnimalRow {
  tag: string;
  state: string;
  last_weight_kg: number | null;
}

test("tag 20 calves from a reader file, weigh them, sell 5 by reading: counts, animals and log agree", async ({
  page,
  request,
}) => {
  test.slow();
  await logIn(page, DEMO.owner);
  const { token, orgId } = await storedAuth(page);
  const name = `Terneros caravana ${Date.now()}`;
  const { rodeo } = await callApi<{ rodeo: { id: number } }>(request, token, "POST", `/rodeo/${orgId}`, {
    name,
    lot_id: null,
    animals: [{ type: "Ternero", count: 30 }],
  });
  const serial = String(Date.now()).slice(-9);
  const tags = Array.from({ length: 20 }, (_, i) => `032${serial}${String(i).padStart(3, "0")}`);
  const weights = tags.map((_, i) => 180 + i);
  // A Tru-Test style session: EID printed in two groups, visual number, day, time and weight.
  const session = [
    "EID,VID,Date,Time,Weight",
    ...tags.map(
      (t, i) =>
        `${t.slice(0, 3)} ${t.slice(3)},${i + 1},27/11/2026,08:${String(10 + i).padStart(2, "0")}:00,${weights[i]}.0`,
    ),
  ].join("\r\n");
  const file = { name: "sesion.csv", mimeType: "text/csv", buffer: Buffer.from(session) };

  await page.goto("/animales/caravanear");
  await page.getByLabel("Rodeo", { exact: true }).selectOption(String(rodeo.id));
  await page.getByLabel("Categoría por defecto").selectOption("Ternero");
  await page.getByLabel("Sexo por defecto").selectOption("macho");
  await page.getByLabel("Importar archivo del lector").setInputFiles(file);
  await page.getByRole("button", { name: "Guardar 20 animales" }).click();
  await expect(page.getByText("20 animales caravaneados")).toBeVisible();

  await page.goto("/animales/pesada");
  await page.getByLabel("Rodeo", { exact: true }).selectOption(String(rodeo.id));
  await page.getByLabel("Importar archivo del lector").setInputFiles(file);
  await page.getByRole("button", { name: "Guardar 20 pesadas" }).click();
  await expect(page.getByText("20 pesadas guardadas")).toBeVisible();

  // The sale reads five tags into its "Caravanas" field (typed here; a reader types them the same way).
  const sold = tags.slice(0, 5);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Venta", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Venta de animales" });
  await form.getByLabel("Rodeo", { exact: true }).selectOption(String(rodeo.id));
  await form.getByLabel("Categoría").selectOption("Ternero");
  await form.getByLabel("Cantidad").fill("5");
  await form.getByLabel("N.º de DTe").fill("51200999");
  // Priced by the kilo like the demo's sales, so an invoice made later from it (invoices.spec.ts) bills kg.
  await form.getByLabel("Precio por kg ($)").fill("2900");
  await form.getByLabel("Peso promedio (kg)").fill("190");
  await form.getByLabel("Caravanas (opcional)").fill(sold.join("\n"));
  await form.getByRole("button", { name: "Registrar" }).click();
  await expect(form).toBeHidden();

  // The screens: the rodeo's animals, five sold; the sold one's page shows the sale that ended it.
  await page.goto(`/animales?rodeo_id=${rodeo.id}&state=vendido`);
  await expect(page.getByText(/^5 animales?/).first()).toBeVisible();
  await page
    .getByRole("link", { name: new RegExp(sold[0]!.slice(-4)) })
    .first()
    .click();
  await expect(page.getByText("Venta de animales").first()).toBeVisible();
  await expect(page.getByText("Vendido").first()).toBeVisible();

  // The API agrees: 25 head left, 15 active tagged animals with their weights, 5 sold, and the log lists them.
  const { rodeos } = await callApi<{ rodeos: RodeoRow[] }>(request, token, "GET", `/rodeo/${orgId}`);
  expect(rodeos.find((r) => r.id === rodeo.id)!.stock.find((s) => s.category === "Ternero")!.count).toBe(25);
  const { animals, total } = await callApi<{ animals: AnimalRow[]; total: number }>(
    request,
    token,
    "GET",
    `/animal/${orgId}?rodeo_id=${rodeo.id}&limit=50`,
  );
  expect(total).toBe(20);
  expect(
    animals
      .filter((a) => a.state === "vendido")
      .map((a) => a.tag)
      .sort(),
  ).toEqual([...sold].sort());
  for (const a of animals) expect(a.last_weight_kg, a.tag).toBe(weights[tags.indexOf(a.tag)]);
  const log = await callApi<{
    movements: Array<{ type: string; rodeoId: number | null; data: Record<string, unknown> }>;
  }>(request, token, "GET", `/movement/rodeo/${orgId}/${rodeo.id}`);
  const types = log.movements.map((m) => m.type);
  expect(types).toEqual(expect.arrayContaining(["TAGGING", "WEIGHING", "SELL"]));
  const sale = log.movements.find((m) => m.type === "SELL")!;
  expect((sale.data.tags as string[]).sort()).toEqual([...sold].sort());
  expect(sale.data.dte_number).toBe("51200999");
});

test("the Caravanas screen, from Animales on a phone: load a range of tags and find them listed", async ({ page }) => {
  await logIn(page, DEMO.owner);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/animales");
  const link = page.getByRole("link", { name: "Caravanas", exact: true });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page.getByRole("heading", { name: "Caravanas", level: 1 })).toBeVisible();

  const serial = String(Date.now()).slice(-9);
  const from = `032${serial}100`;
  await page.getByRole("button", { name: "Cargar caravanas" }).first().click();
  await page.getByRole("radio", { name: "Rango" }).check();
  await page.getByLabel("Desde").fill(from);
  await page.getByLabel("Hasta").fill(`032${serial}102`);
  await page.getByRole("button", { name: "Cargar", exact: true }).click();
  await expect(page.getByText("3 caravanas cargadas, 0 ya estaban")).toBeVisible();

  await page.getByLabel("Estado", { exact: true }).selectOption("disponible");
  await expect(page.getByRole("list", { name: "Caravanas" })).toContainText(`032 ${from.slice(3)}`);
  await settled(page);
  await expectFitsPhones(page, "Caravanas");
});
