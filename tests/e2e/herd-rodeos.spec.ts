// Rodeos: the weight chart shows the seeded weighings and the daily gain figures match the API's;
// a new weighing shows without reload; moving the rodeo to another lot shows on both lots.
import { expect, test, type Page } from "@playwright/test";
import { callApi, dayText, figure, gainText, intText, kg, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

interface DailyGain {
  current_weight: number | null;
  previous_weight: number | null;
  weight_difference: number | null;
  days_between_weighings: number | null;
  daily_weight_gain: number | null;
  last_weighing_date: string | null;
  previous_weighing_date: string | null;
}
interface GainResponse {
  weighings: Array<{ date: string; mean_weight: number }>;
  daily_gain: DailyGain;
}
interface RodeoRow {
  id: number;
  name: string;
  lot_id: number | null;
  lot: { id: number; name: string } | null;
  total: number;
  daily_gain: number | null;
}

const signedKg = (n: number) => `${n > 0 ? "+" : ""}${kg(n)}`;

async function expectGainFigures(page: Page, gain: DailyGain) {
  const section = page.getByRole("region", { name: "Peso y ganancia diaria" });
  await expect(figure(section, "Peso actual")).toHaveText(kg(gain.current_weight!));
  await expect(figure(section, "Peso anterior")).toHaveText(kg(gain.previous_weight!));
  await expect(figure(section, "Diferencia de peso")).toHaveText(signedKg(gain.weight_difference!));
  const days = gain.days_between_weighings!;
  await expect(figure(section, "Días entre pesajes")).toHaveText(`${intText(days)} ${days === 1 ? "día" : "días"}`);
  await expect(figure(section, "Ganancia diaria")).toHaveText(gainText(gain.daily_weight_gain!));
  // The rodeo's own figure at the top (live rodeos cache) agrees.
  await expect(figure(page, "Ganancia diaria")).toHaveText(gainText(gain.daily_weight_gain!));
  await expect(figure(section, "Último pesaje")).toHaveText(dayText(gain.last_weighing_date!));
  await expect(figure(section, "Pesaje anterior")).toHaveText(dayText(gain.previous_weighing_date!));
}

test("the weight chart shows the seeded weighings and the daily gain matches the API", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const { rodeos } = await callApi<{ rodeos: RodeoRow[] }>(page.request, token, "GET", `/rodeo/${orgId}`);
  const rodeo = rodeos.find((r) => r.daily_gain !== null);
  expect(rodeo, "the demo ranch has a rodeo weighed at least twice").toBeTruthy();
  const api = await callApi<GainResponse>(page.request, token, "GET", `/rodeo/daily-weight-gain/${orgId}/${rodeo!.id}`);
  expect(api.weighings.length).toBeGreaterThan(1);

  await page.goto("/rodeos");
  await page.getByRole("link", { name: rodeo!.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: rodeo!.name })).toBeVisible();

  // The chart's data: one row per weighing day, oldest first, with its mean weight.
  const chart = page.getByRole("figure", { name: "Peso promedio y ganancia diaria por pesaje" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("canvas")).toBeVisible();
  const rows = chart.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(api.weighings.length + 1);
  const sorted = [...api.weighings].sort((a, b) => a.date.localeCompare(b.date));
  for (const [i, w] of sorted.entries()) {
    await expect(rows.nth(i + 1).getByRole("rowheader")).toHaveText(dayText(w.date));
    await expect(
      rows
        .nth(i + 1)
        .getByRole("cell")
        .first(),
    ).toHaveText(kg(Math.round(w.mean_weight * 10) / 10));
  }

  await expectGainFigures(page, api.daily_gain);

  // A new weighing (recorded elsewhere) shows without a reload, figures still the API's.
  const last = sorted.at(-1)!.date.slice(0, 10);
  const next = new Date(Date.parse(last) + 86_400_000).toISOString().slice(0, 10);
  await callApi(page.request, token, "POST", `/movement/weighing/${orgId}`, {
    date: next,
    rodeo_id: rodeo!.id,
    mean_weight: Math.round(sorted.at(-1)!.mean_weight + 3),
    animals_weighed: 20,
  });
  const after = await callApi<GainResponse>(
    page.request,
    token,
    "GET",
    `/rodeo/daily-weight-gain/${orgId}/${rodeo!.id}`,
  );
  await expect(rows).toHaveCount(after.weighings.length + 1);
  await expectGainFigures(page, after.daily_gain);
  await expect(
    page.getByRole("list", { name: "Movimientos del rodeo" }).getByRole("link", { name: "Registro de pesaje" }).first(),
  ).toBeVisible();
  await context.close();
});

test("moving a rodeo to another lot shows on the rodeo and both lots", async ({ browser }) => {
  const { context, page, token, orgId } = await ownerPage(browser);
  const { rodeos } = await callApi<{ rodeos: RodeoRow[] }>(page.request, token, "GET", `/rodeo/${orgId}`);
  const { lots } = await callApi<{ lots: Array<{ id: number; name: string; rodeos: unknown[] }> }>(
    page.request,
    token,
    "GET",
    `/lot/info/${orgId}`,
  );
  const rodeo = rodeos.find((r) => r.lot && r.total > 0)!;
  const target = lots.find((l) => l.rodeos.length === 0)!;
  const origin = rodeo.lot!;

  await page.goto(`/rodeos/${rodeo.id}`);
  await page.getByLabel("Lote de destino").selectOption({ label: target.name });
  await page.getByRole("button", { name: "Mover", exact: true }).click();
  await expect(page.getByText(`Rodeo movido a ${target.name}`)).toBeVisible();
  await expect(figure(page, "Lote")).toHaveText(target.name);

  await page.getByRole("link", { name: target.name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: target.name })).toBeVisible();
  await expect(figure(page, "Cabezas")).toHaveText(intText(rodeo.total));
  await expect(page.getByRole("link", { name: rodeo.name })).toBeVisible();

  // Put it back for the other tests.
  await callApi(page.request, token, "PUT", `/rodeo/${orgId}/${rodeo.id}`, { lot_id: origin.id });
  await page.goto(`/lots/${origin.id}`);
  await expect(page.getByRole("link", { name: rodeo.name })).toBeVisible();
  await context.close();
});
