// Notes (docs/tasks-and-notes.md) at a phone's size: the foreman (the demo's plain user) writes a note about a paddock with a
// photo; the owner's open /notes shows it without a reload (and the seeded photos in the viewer); the paddock's page shows its thumbnail, which
// opens the viewer. The spec deletes its photo and its note at the end.
import { expect, test } from "@playwright/test";
import { landscapePng } from "../../worker/scripts/seed/png";
import { callApi, ownerPage, PHONE, storedAuth } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

interface ListedNote {
  id: number;
  title: string;
  lot_id: number | null;
  photos: Array<{ id: number; url: string }>;
}

test("a note with a photo about a paddock shows its thumbnail on the paddock's page", async ({ browser }) => {
  const title = `Bebedero roto ${Date.now().toString(36).slice(-5)}`;
  const owner = await ownerPage(browser);
  const context = await browser.newContext({
    viewport: PHONE,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
  });
  const page = await context.newPage();
  let created: ListedNote | undefined;
  let auth: { token: string; orgId: number } | undefined;
  try {
    await owner.page.goto("/notes");
    await expect(owner.page.getByRole("heading", { level: 1, name: "Notas" })).toBeVisible();
    // The demo's pinned notes come first.
    await expect(
      owner.page.getByRole("list", { name: "Notas del establecimiento" }).getByRole("article").first(),
    ).toContainText("Fijada");

    // A seeded note's two photos in the viewer: the arrow keys move between them.
    const seeded = owner.page.getByRole("article", { name: "Aguada del Molino sin agua" });
    await seeded.getByRole("button", { name: "Ver la foto 1 en grande" }).click();
    await expect(owner.page.getByRole("dialog", { name: "Aguada del Molino sin agua · Foto 1 de 2" })).toBeVisible();
    await owner.page.keyboard.press("ArrowRight");
    const second = owner.page.getByRole("dialog", { name: "Aguada del Molino sin agua · Foto 2 de 2" });
    await expect(second.getByRole("img", { name: "Foto 2 de la nota Aguada del Molino sin agua" })).toBeVisible();
    await owner.page.keyboard.press("Escape");
    await expect(second).toBeHidden();

    await logIn(page, DEMO.user);
    auth = await storedAuth(page);
    await page.goto("/notes");
    await page.getByRole("button", { name: "Nueva nota" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Nueva nota" });
    await dialog.getByLabel("Título").fill(title);
    await dialog.getByLabel("Texto").fill("Pierde agua por la base.\nVer https://example.com/bebederos");
    await dialog.getByLabel("Lote").selectOption({ label: "La Loma" });
    await dialog.getByLabel("Agregar fotos").setInputFiles({
      name: "bebedero.png",
      mimeType: "image/png",
      buffer: Buffer.from(landscapePng(64, 48, [135, 190, 235], [70, 120, 160])),
    });
    await expect(dialog.getByText("bebedero.png")).toBeVisible();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Nota guardada")).toBeVisible();
    await expect(dialog).toBeHidden();

    const { notes } = await callApi<{ notes: ListedNote[] }>(
      page.request,
      auth.token,
      "GET",
      `/note/all/${auth.orgId}?q=${encodeURIComponent(title)}`,
    );
    created = notes[0];
    expect(created).toMatchObject({ title });
    expect(created!.photos).toHaveLength(1);

    // The card: text with its link, safe; the owner's screen got it live.
    const card = page.getByRole("article", { name: title });
    await expect(card.getByRole("link", { name: "https://example.com/bebederos" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(owner.page.getByRole("article", { name: title })).toBeVisible();

    // The paddock's page shows the note and its thumbnail, loaded with the session's token.
    await page.goto(`/lots/${created!.lot_id}`);
    const section = page.getByRole("region", { name: "Notas" });
    await expect(section.getByRole("article", { name: title })).toBeVisible();
    const thumb = section.getByRole("img", { name: `Foto 1 de la nota ${title}` });
    await expect(thumb).toBeVisible();
    await expect(thumb).toHaveAttribute("src", /^blob:/);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The viewer opens from the thumbnail and Escape closes it.
    await section.getByRole("button", { name: "Ver la foto 1 en grande" }).click();
    const viewer = page.getByRole("dialog", { name: `${title} · Foto 1 de 1` });
    await expect(viewer.getByRole("img", { name: `Foto 1 de la nota ${title}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  } finally {
    if (created && auth) {
      for (const p of created.photos) await callApi(page.request, auth.token, "DELETE", p.url.replace(/^\/api/, ""));
      await callApi(page.request, auth.token, "DELETE", `/note/delete/${created.id}`);
    }
    await context.close();
    await owner.context.close();
  }
});
