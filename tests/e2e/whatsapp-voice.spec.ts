// A rancher's voice note end to end (docs/whatsapp.md): the demo owner, from their verified phone, sends a
// simulated voice note whose local transcript the simulator states; the worker transcribes it (the local
// recognizer), the assistant offers the draft with two reply buttons, the super admin's thread shows it, a
// tap delivered twice records exactly one movement, and the log shows it "por WhatsApp".
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { devVar, messagePayload, post, uploadHeaders } from "../../worker/scripts/whatsapp-simulate";
import type { SimulatedMessage } from "../../worker/scripts/whatsapp-sim-payloads";
import { toneWav } from "../../worker/scripts/seed/wav";
import type { ConversationMessage } from "../../worker/shared/whatsapp-schemas";
import { DEMO, logIn } from "./shell-helpers";

const OWNER_PHONE = "+5492914567890";
const DEMO_ORGANIZATION = "Estancia La Esperanza";

test("a voice note becomes a draft with buttons, and one tap records it once", async ({ page, browser, baseURL }) => {
  const secret = devVar(readFileSync(".dev.vars", "utf8"), "WHATSAPP_APP_SECRET");
  expect(secret, "npm start writes WHATSAPP_APP_SECRET to .dev.vars").toBeTruthy();
  const webhook = `${baseURL}/api/whatsapp/webhook`;
  const deliver = (message: SimulatedMessage) =>
    post(webhook, secret!, JSON.stringify(messagePayload(OWNER_PHONE, message, "Martín")), "application/json");
  const voiceNote = async (says: string) => {
    const bytes = Buffer.from(toneWav(1));
    const res = await fetch(`${webhook}/media`, {
      method: "POST",
      headers: uploadHeaders(secret!, bytes, "audio/wav", says),
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    await deliver({ kind: "audio", mediaId: id, mimeType: "audio/wav" });
  };

  await logIn(page, DEMO.superAdmin);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const api = apiAs(page.request, token!);
  const conversationId = await api.conversationOf(OWNER_PHONE);
  const before = (await api.messages(conversationId)).at(-1)?.id ?? 0;
  const lastOut = async () =>
    (await api.messages(conversationId)).filter((m) => m.direction === "out" && m.id > before).at(-1);

  const mm = 41 + (Date.now() % 47);
  const said = `llovieron ${mm} mm`;
  await voiceNote(said);
  // Another spec may have put the owner in a second establecimiento: then they choose the demo's first.
  await expect.poll(async () => (await lastOut())?.body ?? "", { timeout: 20_000 }).toMatch(/Entendí|establecimiento/);
  const list = (await lastOut())!.body;
  const choice = new RegExp(`(\\d+)\\. ${DEMO_ORGANIZATION}`).exec(list)?.[1];
  if (!list.startsWith(`Entendí: "${said}"\n\nTe propongo`) && choice) {
    await deliver({ kind: "text", text: choice });
    await expect.poll(async () => (await lastOut())?.body ?? "").toMatch(/^Listo: ahora hablamos/);
    await voiceNote(said);
  }
  await expect
    .poll(async () => (await lastOut())?.body ?? "", { timeout: 20_000 })
    .toMatch(new RegExp(`^Entendí: "${said}"\\n\\nTe propongo registrar en ${DEMO_ORGANIZATION}`));
  const offer = (await lastOut())!;
  expect(offer.type).toBe("interactive");
  expect(offer.details).toEqual({
    kind: "buttons",
    buttons: [
      { id: expect.stringMatching(/^draft:yes:/), title: "Sí, registrar" },
      { id: expect.stringMatching(/^draft:no:/), title: "No" },
    ],
  });

  // The super admin's thread shows what was understood and the draft.
  await page.goto(`/conversations/${conversationId}`);
  const thread = page.getByRole("list", { name: "Mensajes" });
  await expect(thread.getByText(said).first()).toBeVisible();
  const offered = thread.locator(".bubble-out").last();
  await expect(offered).toContainText(`Entendí: "${said}"`);
  const buttons = offered.getByRole("list", { name: "Botones de respuesta" }).getByRole("listitem");
  await expect(buttons).toHaveText(["Sí, registrar", "No"]);

  // Meta delivers the tap twice (same wamid): one movement.
  const yes = offer.details?.kind === "buttons" ? offer.details.buttons[0] : undefined;
  const tap = JSON.stringify(messagePayload(OWNER_PHONE, { kind: "tap", id: yes!.id, title: yes!.title }, "Martín"));
  await Promise.all([post(webhook, secret!, tap, "application/json"), post(webhook, secret!, tap, "application/json")]);
  await expect.poll(async () => (await lastOut())?.body ?? "", { timeout: 20_000 }).toMatch(/^Registrado: /);
  const recorded = /\/data\/(\d+)/.exec((await lastOut())!.body)?.[1];
  expect(recorded).toBeTruthy();

  // The owner's log: that one movement, marked as recorded by WhatsApp.
  const context = await browser.newContext({ locale: "es-AR", timezoneId: "America/Argentina/Buenos_Aires" });
  const owner = await context.newPage();
  await logIn(owner, DEMO.owner);
  await owner.goto("/data");
  const rows = owner.getByRole("list", { name: "Registros" }).getByRole("listitem");
  const mine = rows.filter({ hasText: `${mm} mm` }).filter({ hasText: "por WhatsApp" });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Registro de lluvia");
  await expect(mine.getByRole("link").first()).toHaveAttribute("href", `/data/${recorded}`);
  await context.close();
});

/** The inbox API as the super admin. */
function apiAs(request: APIRequestContext, token: string) {
  const get = async <T>(path: string) => {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as T;
  };
  return {
    async conversationOf(phone: string) {
      const { conversations } = await get<{ conversations: { id: number; phone: string }[] }>(
        `/api/conversation?q=${encodeURIComponent(phone.slice(1))}`,
      );
      const found = conversations.find((c) => c.phone === phone);
      expect(found, `the seeded conversation of ${phone}`).toBeTruthy();
      return found!.id;
    },
    messages: async (id: number) =>
      (await get<{ messages: ConversationMessage[] }>(`/api/conversation/${id}?limit=100`)).messages,
  };
}
