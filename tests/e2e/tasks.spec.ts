// Tasks live between two members on phones (390x844): the owner assigns a task to the plain user, who sees it
// under "Mis tareas" without reloading and completes it; the owner sees it done without reloading. The task
// is deleted at the end, so the shared demo data stays as it was.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { logInAt, MEMBER, notReloaded, OWNER } from "./live-helpers";

const PHONE = { viewport: { width: 390, height: 844 } };

async function onTasks(browser: Browser, base: string, email: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await logInAt(page, base, email);
  await page.goto(`${base}/tasks`);
  await expect(page.getByRole("heading", { level: 1, name: "Tareas" })).toBeVisible();
  // A flag a reload would wipe: checked at the end.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  return { page, close: () => context.close() };
}

const row = (page: Page, list: string, title: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: title });

test("the owner assigns a task; the user sees it live under Mis tareas and completes it; the owner sees it done", async ({
  browser,
  baseURL,
}) => {
  const owner = await onTasks(browser, baseURL!, OWNER);
  const member = await onTasks(browser, baseURL!, MEMBER);
  const title = `Revisar la aguada ${Date.now().toString(36)}`;

  await owner.page.getByRole("tab", { name: "Todas" }).click();
  await expect(owner.page.getByRole("tab", { name: "Todas" })).toHaveAttribute("aria-selected", "true");
  await expect(member.page.getByRole("tab", { name: "Mis tareas" })).toHaveAttribute("aria-selected", "true");
  await expect(member.page.getByRole("list", { name: "Tareas: Mis tareas" })).toBeVisible();

  const form = owner.page.getByRole("region", { name: "Nueva tarea" });
  await form.getByLabel("Tarea", { exact: true }).fill(title);
  await form.getByLabel("Responsable").selectOption({ label: "Lucía Peón" });
  const today = await owner.page.evaluate(() =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(new Date()),
  );
  await form.getByLabel("Para el").fill(today);
  const created = owner.page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/api\/task\/\d+$/.test(r.url()),
  );
  await form.getByRole("button", { name: "Agregar" }).click();
  expect((await created).status()).toBe(201);
  await expect(row(owner.page, "Tareas: Todas", title)).toBeVisible();

  // The member's "Mis tareas" gets it through the socket.
  const mine = row(member.page, "Tareas: Mis tareas", title);
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("img", { name: "Responsable: Lucía Peón" })).toBeVisible();
  await expect(mine).toContainText("Vence hoy");
  await mine.getByRole("button", { name: `Completar "${title}"` }).click();
  await expect(mine).toContainText("Hecha");

  // The owner sees it done, without reloading.
  await expect(row(owner.page, "Tareas: Todas", title)).toContainText("Hecha");
  await expect(row(owner.page, "Tareas: Todas", title).getByRole("button", { name: /^Completar/ })).toHaveCount(0);

  // Clean up: the owner deletes it; it leaves the member's list too.
  await row(owner.page, "Tareas: Todas", title)
    .getByRole("button", { name: `Eliminar "${title}"` })
    .click();
  await owner.page.getByRole("dialog", { name: "Eliminar tarea" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(row(owner.page, "Tareas: Todas", title)).toHaveCount(0);
  await expect(mine).toHaveCount(0);

  expect(await notReloaded(owner.page)).toBe(true);
  expect(await notReloaded(member.page)).toBe(true);
  await owner.close();
  await member.close();
});
