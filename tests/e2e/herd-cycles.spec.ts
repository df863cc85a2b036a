// Reproductive cycles: the seeded season's KPIs on screen are the API's; a manager creates a
// cycle, records its pregnancy diagnosis from the cycle and sees the KPIs follow, then deletes it.
import { expect, test, type Page } from "@playwright/test";
import { callApi, storedAuth } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

interface Kpis {
  females_exposed: number;
  pregnant: number | null;
  births: number | null;
  weaned: number | null;
  pregnancy_rate: number | null;
  calving_rate: number | null;
  weaning_rate: number | null;
  loss_head: number | null;
  loss_rate: number | null;
}
interface CycleRow {
  id: number;
  name: string;
  rodeo_name: string;
  kpis: Kpis;
}

const pct = (v: number | null) =>
  v === null ? "Sin datos" : `${new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 }).format(v)} %`;
const int = (v: number) => new Intl.NumberFormat("es-AR").format(v);

/** The value of one KPI figure (<dt>label</dt><dd>value detail</dd>). */
const figure = (page: Page, label: string) =>
  page
    .locator(".cy-kpi")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label.replace("%", "\\%")}$`) }) })
    .locator(".cy-kpi-value");

async function expectKpis(page: Page, k: Kpis) {
  await expect(figure(page, "% preñez")).toHaveText(pct(k.pregnancy_rate));
  await expect(figure(page, "% parición")).toHaveText(pct(k.calving_rate));
  await expect(figure(page, "% destete")).toHaveText(pct(k.weaning_rate));
  await expect(figure(page, "Pérdida")).toHaveText(
    k.loss_head === null ? "Sin datos" : `${int(k.loss_head)} ${k.loss_head === 1 ? "cabeza" : "cabezas"}`,
  );
}

test("the KPIs of the seeded season on screen are the API's", async ({ page, request }) => {
  await logIn(page, DEMO.owner);
  const { token, orgId } = await storedAuth(page);
  const { cycles } = await callApi<{ cycles: CycleRow[] }>(request, token, "GET", `/reproductive-cycle/${orgId}`);
  const details = await Promise.all(
    cycles.map((c) =>
      callApi<{ cycle: CycleRow }>(request, token, "GET", `/reproductive-cycle/${orgId}/${c.id}`).then((r) => r.cycle),
    ),
  );
  // The last complete season (diagnosis, births and weaning recorded).
  const season = details.find((c) => c.kpis.weaning_rate !== null && c.kpis.pregnancy_rate !== null)!;
  expect(season).toBeTruthy();

  await page.getByRole("link", { name: "Ciclos reproductivos" }).first().click();
  await expect(page.getByRole("heading", { level: 2, name: season.rodeo_name })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(season.name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: season.name })).toBeVisible();
  await expectKpis(page, season.kpis);
  // The funnel's accessible table carries the same steps.
  const funnel = page.locator("section", { has: page.getByRole("heading", { name: "Embudo reproductivo" }) });
  await expect(funnel.getByText("Expuestas").first()).toBeAttached();
  await expect(funnel.getByText(int(season.kpis.females_exposed)).first()).toBeAttached();
});

test("a manager creates a cycle, records its diagnosis there and deletes it", async ({ page, request }) => {
  await logIn(page, DEMO.owner);
  const { token, orgId } = await storedAuth(page);
  await page.goto("/ciclos-reproductivos");
  await page.getByRole("button", { name: "Nuevo ciclo" }).click();
  const form = page.getByRole("dialog", { name: "Nuevo ciclo reproductivo" });
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText("Elegí un rodeo").last()).toBeVisible();
  await form.getByLabel("Rodeo").selectOption({ label: "Vaquillonas de Reposición" });
  await form.getByLabel("Nombre").fill("Entore vaquillonas prueba");
  await form.getByLabel("Inicio del servicio").fill("2026-10-01");
  await form.getByLabel("Fin del servicio (opcional)").fill("2026-09-01");
  await form.getByLabel("Hembras en servicio").fill("60");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText("El fin del servicio no puede ser anterior al inicio")).toBeVisible();
  await form.getByLabel("Fin del servicio (opcional)").fill("2026-12-15");
  await form.getByRole("button", { name: "Guardar" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Entore vaquillonas prueba" })).toBeVisible();
  await expect(figure(page, "% preñez")).toHaveText("Sin datos");

  await page.getByRole("button", { name: "Tacto" }).click();
  const diagnosis = page.getByRole("dialog", { name: "Diagnóstico de preñez" });
  await expect(diagnosis.getByLabel("Rodeo", { exact: true })).toHaveValue(/\d+/);
  await diagnosis.getByLabel("Examinadas").fill("50");
  await diagnosis.getByLabel("Preñadas").fill("45");
  await diagnosis.getByLabel("Vacías").fill("10");
  await diagnosis.getByRole("button", { name: "Registrar" }).click();
  await expect(diagnosis.getByText("Preñadas más vacías no puede superar las examinadas")).toBeVisible();
  await diagnosis.getByLabel("Vacías").fill("5");
  await diagnosis.getByRole("button", { name: "Registrar" }).click();
  await expect(diagnosis).toBeHidden();
  await expect(figure(page, "% preñez")).toHaveText("75 %");

  const id = Number(page.url().split("/").pop());
  const { cycle } = await callApi<{ cycle: CycleRow }>(request, token, "GET", `/reproductive-cycle/${orgId}/${id}`);
  expect(cycle.kpis.pregnancy_rate).toBe(75);
  await expectKpis(page, cycle.kpis);

  await page.getByRole("button", { name: "Eliminar" }).click();
  await page
    .getByRole("dialog", { name: "Eliminar ciclo reproductivo" })
    .getByRole("button", { name: "Eliminar" })
    .click();
  await expect(page).toHaveURL(/\/ciclos-reproductivos$/);
  await expect(page.getByText("Entore vaquillonas prueba")).toHaveCount(0);
});
