// Categories and their EV (docs/herd.md) at a phone's size: an owner changes Vaca's EV in Configuración › Categorías and the
// dashboard open on another device shows the new EV total without reload, and the defaults reset puts
// it back; a treatment with
// withdrawal days shows "Carencia hasta dd/mm/yyyy" on its detail page and on its rodeo.
import { expect, test } from "@playwright/test";
import { callApi, dayText, figure, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

interface CategoryRow {
  id: number;
  name: string;
  ev: number;
}

const todayBA = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Argentina/Buenos_Aires" });
const plusDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

test("changing Vaca's EV in Configuración updates the dashboard's EV total live", async ({ browser }) => {
  const dashboard = await ownerPage(browser);
  const editor = await ownerPage(browser);
  const { token, orgId } = editor;
  const { categories } = await callApi<{ categories: CategoryRow[] }>(
    editor.page.request,
    token,
    "GET",
    `/animal-categories/${orgId}`,
  );
  const vaca = categories.find((c) => c.name === "Vaca")!;
  const newEv = vaca.ev === 1.5 ? 1.25 : 1.5;
  try {
    await dashboard.page.goto("/dashboard");
    const total = figure(dashboard.page, "EV totales");
    await expect(total).toHaveText(/\d/);
    const before = await total.textContent();

    await editor.page.goto("/configuration");
    const section = editor.page.getByRole("region", { name: "Categorías" });
    const list = section.getByRole("list", { name: "Categorías de animales" });
    await list.getByRole("button", { name: "Editar Vaca" }).click();
    // The row's own form (the new-category form below has the same labels).
    const ev = list.getByRole("textbox", { name: "Equivalente vaca (EV)" });
    await ev.fill(String(newEv).replace(".", ","));
    await list.getByRole("button", { name: "Guardar" }).click();
    await expect(editor.page.getByText("Categoría actualizada")).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: /^Vaca/ })).toContainText(
      `EV ${String(newEv).replace(".", ",")}`,
    );

    await expect(total).not.toHaveText(before!);

    // One button puts the defaults back (the demo ranch starts on them): the total returns.
    await section.getByRole("button", { name: "Restablecer categorías predeterminadas" }).click();
    await editor.page.getByRole("dialog").getByRole("button", { name: "Restablecer" }).click();
    await expect(editor.page.getByText("Categorías predeterminadas restablecidas")).toBeVisible();
    await expect(list.getByRole("listitem").filter({ hasText: /^Vaca/ })).toContainText("EV 1 ·");
    await expect(total).toHaveText(before!);
  } finally {
    await callApi(editor.page.request, token, "PUT", `/animal-categories/${orgId}/${vaca.id}`, { ev: vaca.ev });
    await dashboard.context.close();
    await editor.context.close();
  }
});

test("a treatment with withdrawal days shows its clearance date", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const { rodeos } = await callApi<{ rodeos: Array<{ id: number; total: number }> }>(
    page.request,
    token,
    "GET",
    `/rodeo/${orgId}`,
  );
  const rodeo = rodeos.find((r) => r.total > 0)!;
  const today = todayBA();
  const { movement } = await callApi<{ movement: { id: number } }>(
    page.request,
    token,
    "POST",
    `/movement/treatment/${orgId}`,
    { date: today, rodeo_id: rodeo.id, product: "Ivermectina 1%", withdrawal_days: 40 },
  );
  const label = `Carencia hasta ${dayText(plusDays(today, 40))}`;
  await page.goto(`/data/${movement.id}`);
  await expect(page.getByText(label)).toBeVisible();
  await page.goto(`/rodeos/${rodeo.id}`);
  await expect(page.getByRole("status").filter({ hasText: "Carencia hasta" })).toBeVisible();
  await context.close();
});
