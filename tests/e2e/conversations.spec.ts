// The WhatsApp inbox end to end (docs/whatsapp.md), at a phone size: the demo super admin has /conversations open;
// a simulated audio message (signed like Meta signs it, its WAV uploaded to the local media endpoint, both
// with the simulator's own code) arrives live without a reload; the thread plays the audio through its
// signed URL and the super admin answers with a template, which the local outbox records ("registrado
// (local)", never "enviado").
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { devVar, messagePayload, post } from "../../worker/scripts/whatsapp-simulate";
import { toneWav } from "../../worker/scripts/seed/wav";
import { titleCase } from "../../worker/shared/person-name";
import { PHONE } from "./herd-helpers";
import { DEMO, logIn } from "./shell-helpers";

test.use({ viewport: PHONE });

test("a simulated audio arrives live, plays, and gets a template answer", async ({ page, baseURL }) => {
  const secret = devVar(readFileSync(".dev.vars", "utf8"), "WHATSAPP_APP_SECRET");
  expect(secret, "npm start writes WHATSAPP_APP_SECRET to .dev.vars").toBeTruthy();
  const webhook = `${baseURL}/api/whatsapp/webhook`;

  await logIn(page, DEMO.superAdmin);
  // The room has the socket once the client's first frame (its join, sent on open) goes out.
  const joined = page
    .waitForEvent("websocket", { predicate: (ws) => ws.url().includes("room=super_admin") })
    .then((ws) => ws.waitForEvent("framesent", { predicate: (f) => String(f.payload).includes('"join"') }));
  await page.goto("/conversations");
  await expect(page.getByRole("heading", { level: 1, name: "Conversaciones" })).toBeVisible();
  // The seeded inbox is there.
  await expect(page.getByRole("link", { name: /Marta Gómez/ })).toBeVisible();
  await joined;

  const name = `Ramón ${Date.now().toString(36)}`;
  const from = `+54911${String(Date.now()).slice(-8)}`;
  const upload = await post(`${webhook}/media`, secret!, Buffer.from(toneWav(2)), "audio/wav");
  const payload = messagePayload(from, { kind: "audio", mediaId: String(upload.id), mimeType: "audio/wav" }, name);
  await post(webhook, secret!, JSON.stringify(payload), "application/json");

  // Names are shown in title case, as typed or not ("Ramón K3x9…").
  const shown = titleCase(name);
  const row = page.getByRole("link", { name: new RegExp(shown) });
  await expect(row).toBeVisible();
  // The audio, until the once-a-day "not registered" notice to this unknown number follows it (docs/whatsapp.md).
  await expect(row).toHaveText(/🎤 Audio|Vos: Hola\. Este número no está registrado/);
  await expect(row.getByLabel("1 mensaje sin leer")).toBeVisible();
  await expect(page).toHaveURL(/\/conversations$/);

  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: shown })).toBeVisible();
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("src", /\/api\/audio\/\d+\?exp=\d+&sig=[0-9a-f]{64}$/);
  await expect(page.getByText("Sin transcripción (no hay reconocimiento de voz configurado)")).toBeVisible();
  // The element itself plays the signed URL (no token header): its time advances.
  await audio.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.ended || a.currentTime > 0.3)).toBe(true);

  // Inside the 24-hour window a template can still be chosen.
  await page.getByRole("button", { name: "Usar una plantilla" }).click();
  await page.getByLabel("Plantilla", { exact: true }).selectOption({ label: "seguimiento · es_AR" });
  // Each parameter by its name, never {{1}}.
  await page.getByLabel("Nombre de la persona").fill("Ramón");
  await page.getByLabel("Dato pendiente").fill("la lluvia");
  await expect(page.getByText("Hola Ramón, ¿pudiste cargar los datos de la lluvia?")).toBeVisible();
  await page.getByRole("button", { name: "Enviar plantilla" }).click();
  const sent = page.getByRole("list", { name: "Mensajes" }).locator(".bubble-out").last();
  await expect(sent).toContainText("Hola Ramón, ¿pudiste cargar los datos de la lluvia?");
  await expect(sent.getByLabel("Estado: registrado (local)")).toBeVisible();
  await expect(sent).not.toContainText("Enviado");
});
