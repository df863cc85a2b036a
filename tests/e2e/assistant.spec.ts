// Asistente IA at phone size against the real worker (local model): the head count it answers is
// the dashboard's, and rain it drafts is recorded only on Confirmar, then shows in /data and on the
// dashboard's rain figures (once, though the reopened conversation's draft is confirmed twice).
import { expect, test, type Page } from "@playwright/test";
import { figure, ownerPage, PHONE } from "./herd-helpers";

test.use({ viewport: PHONE });

const mmNumber = (text: string | null) => Number((text ?? "").replace(" mm", "").replaceAll(".", "").replace(",", "."));
const mm = (n: number) => `${new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 }).format(n)} mm`;

async function ask(page: Page, question: string) {
  const box = page.getByLabel("Escribí tu pregunta");
  await box.fill(question);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

test("answers the dashboard's head count and records rain from a confirmed draft", async ({ browser }) => {
  const { context, page } = await ownerPage(browser);
  await page.goto("/dashboard");
  const heads = figure(page, "Cabezas totales");
  await expect(heads).toHaveText(/^\d[\d.]*$/);
  const total = (await heads.textContent())!.trim();
  const thisMonth = figure(page.getByRole("region", { name: "Lluvias" }), "Este mes");
  await expect(thisMonth).toHaveText(/mm$/);
  const rainBefore = mmNumber(await thisMonth.textContent());

  await page.goto("/asistente-ai");
  await expect(page.getByRole("heading", { level: 1, name: "Asistente IA" })).toBeVisible();
  await ask(page, "¿cuántas cabezas tengo?");
  const log = page.getByRole("log", { name: "Conversación con el asistente" });
  const answeredBy = log.getByText("Respondió: Modelo local (sin IA)");
  await expect(answeredBy).toHaveCount(1);
  await expect(log.getByLabel("Cifras")).toContainText(total);

  await ask(page, "registrá 12 mm de lluvia hoy");
  const card = log.getByRole("article").last();
  await expect(card).toContainText("12");
  await card.getByRole("button", { name: "Confirmar" }).click();
  await expect(card.getByText("Registrado")).toBeVisible();
  const recorded = await card.getByRole("link", { name: "Ver el movimiento" }).getAttribute("href");

  // The conversation is kept: a new one empties the chat, opening it again shows both answers.
  await page.getByRole("button", { name: "Conversaciones" }).click();
  await page.getByRole("button", { name: "Nueva conversación" }).click();
  await expect(answeredBy).toHaveCount(0);
  await page.getByRole("button", { name: "Conversaciones" }).click();
  const threads = page.getByRole("list", { name: "Conversaciones" }).getByRole("listitem");
  await expect(threads).toHaveCount(1);
  await threads.first().getByRole("button").first().click();
  await expect(answeredBy).toHaveCount(2);
  await expect(log.getByLabel("Cifras").first()).toContainText(total);
  // The stored draft carries its client id: confirming it again answers the movement already recorded.
  await card.getByRole("button", { name: "Confirmar" }).click();
  await expect(card.getByRole("link", { name: "Ver el movimiento" })).toHaveAttribute("href", recorded!);

  await card.getByRole("link", { name: "Ver el movimiento" }).click();
  await expect(page).toHaveURL(/\/data\/\d+$/);
  await expect(page.getByRole("main")).toContainText("12 mm");

  await page.goto("/data");
  const rows = page.getByRole("list", { name: "Registros" }).getByRole("listitem");
  await expect(rows.first()).toContainText("Registro de lluvia");
  await expect(rows.first()).toContainText("12 mm");

  await page.goto("/dashboard");
  await expect(figure(page.getByRole("region", { name: "Lluvias" }), "Este mes")).toHaveText(
    mm(Math.round((rainBefore + 12) * 10) / 10),
  );
  const last = page.getByRole("list", { name: "Últimos movimientos" }).getByRole("listitem").first();
  await expect(last).toContainText("Registro de lluvia");
  await expect(last).toContainText("12 mm");
  await context.close();
});
