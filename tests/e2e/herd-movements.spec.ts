// The movement log: a record's detail page after edits and a delete (docs/client-rules.md), and
// the CSV export of a filtered log.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { apiLogIn, callApi, storedAuth } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

interface MovementRow {
  id: number;
  type: string;
  date: string;
  metadata: { deletedBy?: number | null; editHistory: Array<{ editedBy: number; editedAt: string }> };
}

test("the detail of an edited, then deleted record shows Eliminado and who edited it when", async ({
  page,
  request,
}) => {
  // A member records a death and corrects it herself.
  const member = await apiLogIn(request, DEMO.user);
  const { rodeos } = await callApi<{ rodeos: Array<{ id: number; name: string }> }>(
    request,
    member.token,
    "GET",
    `/rodeo/${member.orgId}`,
  );
  const cria = rodeos.find((r) => r.name === "Cría General")!;
  const body = { date: "2026-03-04", rodeo_id: cria.id, animals: [{ type: "Vaca", count: 1 }], cause: "Empaste" };
  const { movement } = await callApi<{ movement: MovementRow }>(
    request,
    member.token,
    "POST",
    `/movement/death/${member.orgId}`,
    body,
  );
  await callApi(request, member.token, "PUT", `/movement/death/${member.orgId}/${movement.id}`, {
    ...body,
    cause: "Mancha",
  });

  // The owner edits it in the form, then deletes it.
  const userRequests: string[] = [];
  page.on("request", (r) => /\/api\/user\/\d+$/.test(r.url()) && userRequests.push(r.url()));
  await logIn(page, DEMO.owner);
  await page.goto(`/data/${movement.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Registro de datos" })).toBeVisible();
  await expect(page.getByText("Activo", { exact: true })).toBeVisible();
  await expect(page.getByText("4 de marzo de 2026")).toBeVisible();
  await expect(page.getByText("Mortandad de animales")).toBeVisible();

  await page.getByRole("button", { name: "Editar" }).click();
  const form = page.getByRole("dialog", { name: "Editar: Mortandad de animales" });
  await expect(form.getByLabel("Causa")).toHaveValue("Mancha");
  await expect(form.getByLabel("Cantidad")).toHaveValue("1");
  await form.getByLabel("Cantidad").fill("2");
  await form.getByLabel("Detalle").fill("Dos vacas en el bajo");
  await form.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Dos vacas en el bajo")).toBeVisible();

  await page.getByRole("button", { name: "Eliminar" }).click();
  await page.getByRole("dialog", { name: "Eliminar registro" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Eliminado", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Editar" })).toHaveCount(0);

  // The history: both editors by name, with the edit times of the API, in the long form.
  const stored = await callApi<{ movement: MovementRow }>(request, member.token, "GET", `/movement/${movement.id}`);
  expect(stored.movement.metadata.deletedBy).toBeTruthy();
  expect(stored.movement.metadata.editHistory).toHaveLength(2);
  const history = page.locator("section", { has: page.getByRole("heading", { name: "Historial de ediciones" }) });
  await expect(history.getByRole("button", { name: "Ver todo" })).toBeVisible();
  const items = history.getByRole("listitem");
  await expect(items).toHaveCount(2);
  const times = await page.evaluate(
    (isoTimes) =>
      isoTimes.map((iso) => {
        const d = new Date(iso);
        const month = d.toLocaleString("es-AR", { month: "long" });
        const pad = (n: number) => String(n).padStart(2, "0");
        // The browser runs on Argentina's clock (playwright.config.ts), as the screen's dates do.
        return `${d.getDate()} de ${month} de ${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
      }),
    stored.movement.metadata.editHistory.map((h) => h.editedAt),
  );
  await expect(items.nth(0)).toContainText("Lucía Peón");
  await expect(items.nth(0)).toContainText(times[0]!);
  await expect(items.nth(1)).toContainText("Martín Echeverría");
  await expect(items.nth(1)).toContainText(times[1]!);
  // Each editor's name was fetched once, by id.
  expect(new Set(userRequests).size).toBe(userRequests.length);
  expect(userRequests).toHaveLength(2);
});

test("the CSV export of a filtered log has a header and one row per movement shown", async ({ page, request }) => {
  await logIn(page, DEMO.owner);
  const { token, orgId } = await storedAuth(page);
  await page.goto("/data");
  await page.getByLabel("Tipo").selectOption("RAIN");
  await page.getByLabel("Desde").fill("2025-01-01");
  await expect(page).toHaveURL(/type=RAIN/);
  await expect(page).toHaveURL(/from=2025-01-01/);

  // Scroll until the whole filter is loaded (more pages arrive as the end comes into view).
  const rows = page.getByRole("list", { name: "Registros" }).getByRole("listitem");
  await expect(rows.first()).toBeVisible();
  await expect(async () => {
    await page
      .getByText(/No hay más registros|Cargar más/)
      .last()
      .scrollIntoViewIfNeeded();
    await expect(page.getByText("No hay más registros.")).toBeVisible({ timeout: 1000 });
  }).toPass();
  const shown = await rows.count();
  await expect(rows.filter({ hasNotText: "Registro de lluvia" })).toHaveCount(0);

  const api = await callApi<{ movements: MovementRow[]; next_cursor: string | null }>(
    request,
    token,
    "GET",
    `/movement/all/${orgId}?type=RAIN&from=2025-01-01&limit=500`,
  );
  expect(api.next_cursor).toBeNull();
  expect(shown).toBe(api.movements.length);
  expect(shown).toBeGreaterThan(50); // more than one page

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registros-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe("Fecha,Tipo,Rodeo,Lote,Animales,Cabezas,Dato,Detalle,Referencia,N.º de registro");
  expect(lines).toHaveLength(shown + 1);
  const first = api.movements[0]!;
  const [y, m, d] = first.date.slice(0, 10).split("-");
  expect(lines[1]!.startsWith(`${d}/${m}/${y},Registro de lluvia,`)).toBe(true);
  expect(lines.slice(1).map((l) => Number(l.split(",").at(-1)))).toEqual(api.movements.map((mv) => mv.id));
  await expect(page.getByText(`Se exportaron ${shown} registros`)).toBeVisible();
});
