// The WhatsApp inbox API (docs/whatsapp.md): super admins only, search and unread counts, messages paginated
// backwards, the 24-hour window for free text, templates any time, and the local channel's honest status.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, conversationMessages, conversations, outbox, whatsappTemplates } from "../../worker/db/schema";
import type { ConversationMessage, ConversationSummary } from "../../worker/shared/whatsapp-schemas";
import { OUTSIDE_WINDOW } from "../../worker/areas/whatsapp/conversation-reply";
import { api, db, makeTeam, makeUser } from "./fixtures";
import { deliver, inboundPayload, randomFrom } from "./whatsapp-helpers";

const HOUR = 60 * 60 * 1000;

async function conversationFrom(text = "Hola", name = "Don Pedro") {
  const from = randomFrom();
  // Already told today that the number is unregistered: no automatic reply among the messages counted here.
  await db()
    .insert(conversations)
    .values({ phone: `+${from}`, notice_at: new Date().toISOString() });
  await deliver(inboundPayload({ from, text, name }));
  const [conv] = await db()
    .select()
    .from(conversations)
    .where(eq(conversations.phone, `+${from}`));
  return conv!;
}

async function template(body = "Hola {{1}}, tu campo {{2}} tiene novedades", examples = ["Juan", "La Esperanza"]) {
  const [row] = await db()
    .insert(whatsappTemplates)
    .values({
      name: `aviso_${Math.random().toString(36).slice(2, 8)}`,
      body,
      params: examples.map((example, i) => ({ name: `Dato ${i + 1}`, example })),
    })
    .returning();
  return row!;
}

describe("/api/conversation access", () => {
  it("refuses everyone but super admins on every route (organization owners included)", async () => {
    const { owner, user } = await makeTeam();
    const conv = await conversationFrom();
    const routes: [string, unknown?][] = [
      ["/conversation"],
      [`/conversation/${conv.id}`],
      [`/conversation/${conv.id}/messages`, { text: "hola" }],
      [`/conversation/${conv.id}/read`, {}],
    ];
    for (const [path, body] of routes) {
      expect((await api(path, { body })).status, path).toBe(401);
      for (const who of [owner, user]) {
        expect((await api(path, { body, token: who.token })).status, path).toBe(403);
      }
    }
  });

  it("answers 400 to bad input and 404 to a missing conversation", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversationFrom();
    for (const bad of ["?limit=101", "?page=0", "?limit=abc"]) {
      expect((await api(`/conversation${bad}`, { token: admin.token })).status, bad).toBe(400);
    }
    expect((await api("/conversation/abc", { token: admin.token })).status).toBe(400);
    expect((await api(`/conversation/${conv.id}?before=-1`, { token: admin.token })).status).toBe(400);
    const empty = await api(`/conversation/${conv.id}/messages`, { token: admin.token, body: { text: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Datos inválidos");
    expect((await api("/conversation/999999", { token: admin.token })).status).toBe(404);
  });
});

describe("GET /api/conversation", () => {
  it("lists with the last message and unread count, searches by name or number, and read clears it", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversationFrom("¿Cuántas vacas hay?", "Ramona Quiroga");
    const res = await api<{ conversations: ConversationSummary[] }>("/conversation?q=Ramona Quir", {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.conversations).toEqual([
      expect.objectContaining({
        id: conv.id,
        profile_name: "Ramona Quiroga",
        unread_count: 1,
        last_message: { direction: "in", type: "text", body: "¿Cuántas vacas hay?", template_name: null },
      }),
    ]);
    const byNumber = await api<{ conversations: ConversationSummary[] }>(
      `/conversation?q=${encodeURIComponent(conv.phone.slice(-8))}`,
      { token: admin.token },
    );
    expect(byNumber.body.conversations.map((c) => c.id)).toEqual([conv.id]);
    expect((await api(`/conversation/${conv.id}/read`, { token: admin.token, body: {} })).status).toBe(200);
    const [after] = await db().select().from(conversations).where(eq(conversations.id, conv.id));
    expect(after!.unread_count).toBe(0);
  });
});

describe("GET /api/conversation/:id", () => {
  it("pages backwards with a before cursor", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversationFrom("m1");
    for (const text of ["m2", "m3", "m4", "m5"]) await deliver(inboundPayload({ from: conv.phone.slice(1), text }));
    type Page = { messages: ConversationMessage[]; has_more: boolean };
    const first = await api<Page>(`/conversation/${conv.id}?limit=2`, { token: admin.token });
    expect(first.body.messages.map((m) => m.body)).toEqual(["m4", "m5"]);
    expect(first.body.has_more).toBe(true);
    const older = await api<Page>(`/conversation/${conv.id}?limit=3&before=${first.body.messages[0]!.id}`, {
      token: admin.token,
    });
    expect(older.body.messages.map((m) => m.body)).toEqual(["m1", "m2", "m3"]);
    expect(older.body.has_more).toBe(false);
  });
});

describe("POST /api/conversation/:id/messages", () => {
  it("sends free text inside the 24-hour window, logged by the local channel and audited", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversationFrom();
    const res = await api<{ message: ConversationMessage }>(`/conversation/${conv.id}/messages`, {
      token: admin.token,
      body: { text: "Buen día, ¿en qué te ayudo?" },
    });
    expect(res.status).toBe(201);
    // Locally nobody received it: "logged", never "sent".
    expect(res.body.message).toMatchObject({ direction: "out", type: "text", status: "logged", sent_by: admin.id });
    const logged = await db().select().from(outbox).where(eq(outbox.recipient, conv.phone));
    expect(logged).toEqual([expect.objectContaining({ channel: "whatsapp", status: "logged" })]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.target_id, conv.id));
    expect(audits.filter((a) => a.target_type === "conversation")).toHaveLength(1);
  });

  it("refuses free text after 24 hours with a Spanish 409, but a template goes out any time", async () => {
    const admin = await makeUser({ superAdmin: true });
    const conv = await conversationFrom();
    await db()
      .update(conversations)
      .set({ last_inbound_at: new Date(Date.now() - 25 * HOUR).toISOString() })
      .where(eq(conversations.id, conv.id));
    const text = await api(`/conversation/${conv.id}/messages`, { token: admin.token, body: { text: "hola" } });
    expect(text.status).toBe(409);
    expect(text.body.message).toBe(OUTSIDE_WINDOW);
    const t = await template();
    const wrongCount = await api(`/conversation/${conv.id}/messages`, {
      token: admin.token,
      body: { template_id: t.id, params: ["Juan"] },
    });
    expect(wrongCount.status).toBe(400);
    const sent = await api<{ message: ConversationMessage }>(`/conversation/${conv.id}/messages`, {
      token: admin.token,
      body: { template_id: t.id, params: ["Juan", "La Esperanza"] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      type: "template",
      status: "logged",
      body: "Hola Juan, tu campo La Esperanza tiene novedades",
      template_name: t.name,
      template_params: ["Juan", "La Esperanza"],
    });
    const missing = await api(`/conversation/${conv.id}/messages`, {
      token: admin.token,
      body: { template_id: 999999, params: [] },
    });
    expect(missing.status).toBe(404);
    const stored = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversation_id, conv.id));
    expect(stored.filter((m) => m.direction === "out")).toHaveLength(1);
  });
});
