// A new ranch's first hour, at a phone's size (docs/first-steps.md): a brand-new owner signs up, creates the
// organization and follows "Primeros pasos" straight to a first purchase, creating the rodeo it needs from
// inside the purchase form; the test measures sign-up → purchase saved (under two minutes) and prints it.
// Then the steps tick off from the records as they are done (field, paddock, rain), the team's step leads to
// its screen, and hiding the card keeps it hidden after a reload. The organization is deleted at the end.
import { expect, test, type Locator } from "@playwright/test";
import { callApi, PHONE, storedAuth } from "./herd-helpers";
import { createFirstOrganization, signUp, uniqueEmail } from "./shell-helpers";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const TWO_MINUTES = 120_000;

test("a brand-new owner records a first purchase from Primeros pasos in under two minutes", async ({ page }) => {
  // The measured part must take under two minutes; the whole walk (and a slow machine) may take longer.
  test.setTimeout(240_000);
  const started = Date.now();
  await signUp(page, uniqueEmail("primeros-pasos"), "Rosa", "Funes");
  await createFirstOrganization(page, "Estancia Los Primeros");
  const { token, orgId } = await storedAuth(page);
  try {
    const card = page.getByRole("region", { name: "Primeros pasos" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("0 de 6 listos");
    const step = (title: string): Locator => card.getByRole("listitem").filter({ hasText: title });

    // The purchase first: the form offers to create the rodeo it needs, keeping what was typed.
    await step("Cargá la hacienda inicial").getByRole("button", { name: "Registrar compra" }).click();
    const purchase = page.getByRole("dialog", { name: "Compra de animales" });
    await purchase.getByLabel("Vendedor").fill("Feria de Rosario");
    await purchase.getByLabel("Categoría").selectOption("Vaca");
    await purchase.getByLabel("Cantidad").fill("25");
    await purchase.getByRole("button", { name: "Crear rodeo…" }).click();
    const rodeo = page.getByRole("dialog", { name: "Nuevo rodeo" });
    await rodeo.getByLabel("Nombre del rodeo").fill("Cría");
    await rodeo.getByRole("button", { name: "Crear rodeo" }).click();
    await expect(rodeo).toBeHidden();
    await expect(purchase.getByLabel("Rodeo")).not.toHaveValue("");
    await expect(purchase.getByLabel("Vendedor")).toHaveValue("Feria de Rosario");
    await expect(purchase.getByLabel("Cantidad")).toHaveValue("25");
    await purchase.getByRole("button", { name: "Registrar" }).click();
    await expect(page.getByText("Movimiento registrado")).toBeVisible();
    await expect(purchase).toBeHidden();

    const elapsed = Date.now() - started;
    console.log(`Primeros pasos: sign-up → first purchase saved in ${(elapsed / 1000).toFixed(1)} s`);
    expect(elapsed).toBeLessThan(TWO_MINUTES);

    // Ticked from the records: the rodeo and the initial stock.
    await expect(step("Armá un rodeo")).toContainText("Listo");
    await expect(step("Cargá la hacienda inicial")).toContainText("Listo");
    await expect(card).toContainText("2 de 6 listos");
    await expect(page.getByRole("region", { name: "Hacienda" })).toContainText("25");

    // The field, from its step's dialog.
    await step("Cargá tu campo").getByRole("button", { name: "Crear campo" }).click();
    const field = page.getByRole("dialog", { name: "Nuevo campo" });
    await field.getByLabel("Nombre del campo").fill("La Loma");
    await field.getByRole("button", { name: "Crear campo" }).click();
    await expect(field).toBeHidden();
    await expect(step("Cargá tu campo")).toContainText("Listo");

    // A paddock in that field.
    await step("Dividilo en lotes").getByRole("button", { name: "Crear lote" }).click();
    const lot = page.getByRole("dialog", { name: "Nuevo lote" });
    await lot.getByLabel("Nombre del lote").fill("Potrero del bajo");
    await lot.getByLabel("Campo").selectOption({ label: "La Loma" });
    await lot.getByRole("button", { name: "Crear lote" }).click();
    await expect(lot).toBeHidden();
    await expect(step("Dividilo en lotes")).toContainText("Listo");

    // The first rain.
    await step("Registrá la primera lluvia").getByRole("button", { name: "Registrar lluvia" }).click();
    const rain = page.getByRole("dialog", { name: "Registro de lluvia" });
    await rain.getByLabel("Milímetros").fill("18");
    await rain.getByRole("button", { name: "Registrar" }).click();
    await expect(rain).toBeHidden();
    await expect(step("Registrá la primera lluvia")).toContainText("Listo");
    await expect(card).toContainText("5 de 6 listos");
    // Only the team is left: its link (to the team's screen, whose form comes first) is the highlighted one.
    const team = step("Invitá a tu equipo").getByRole("link", { name: "Invitar" });
    await expect(team).toHaveClass(/btn-primary/);
    await expect(team).toHaveAttribute("href", "/work-team");

    // Hidden by the owner, and still hidden after a reload.
    await card.getByRole("button", { name: "Ocultar primeros pasos" }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("region", { name: "Hacienda" })).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await callApi(page.request, token, "DELETE", `/organization/${orgId}`);
  }
});
