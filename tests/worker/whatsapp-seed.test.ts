// The demo's WhatsApp inbox (worker/scripts/seed/conversations.ts) loads into D1 through the seed's own SQL
// and the API serves it: the list with previews and unread counts, a thread's media and the templates.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedConversations } from "../../worker/scripts/seed/conversations";
import { SeedSql } from "../../worker/scripts/seed/sql";
import type { ConversationMessage, ConversationSummary, WaTemplate } from "../../worker/shared/whatsapp-schemas";
import { api, makeUser, ORIGIN } from "./fixtures";

describe("demo conversations", () => {
  it("load, list and stream their media", async () => {
    const admin = await makeUser({ superAdmin: true });
    const owner = await makeUser();
    const maxIds: Record<string, number> = {};
    for (const t of ["conversations", "conversation_messages", "whatsapp_templates"]) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const sql = new SeedSql(maxIds);
    const files = seedConversations(sql, { ownerId: owner.id, superAdminId: admin.id });
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));
    for (const f of files) await env.FILES.put(f.key, f.bytes, { httpMetadata: { contentType: f.contentType } });

    const list = await api<{ conversations: ConversationSummary[]; unread: number }>("/conversation", {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.conversations.map((c) => c.profile_name)).toEqual([
      "Martín Echeverría",
      "Marta Gómez",
      "Carlos Ruiz",
    ]);
    expect(list.body.unread).toBe(3);
    expect(list.body.conversations[0]!.user?.id).toBe(owner.id);
    expect(list.body.conversations[2]!.last_message).toMatchObject({ type: "error_template" });

    const thread = await api<{ messages: ConversationMessage[] }>(`/conversation/${list.body.conversations[1]!.id}`, {
      token: admin.token,
    });
    const audio = thread.body.messages.find((m) => m.type === "audio")!;
    const res = await exports.default.fetch(new Request(`${ORIGIN}${audio.media_url}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/wav");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 4))).toBe("RIFF");

    const templates = await api<{ templates: WaTemplate[] }>("/whatsapp/templates", { token: admin.token });
    expect(templates.body.templates.map((t) => [t.name, t.status])).toEqual([
      ["aviso_vacunacion", "pending"],
      ["bienvenida_organizacion", "approved"],
      ["notificacion_general", "approved"],
      ["oferta_campana", "rejected"],
      ["seguimiento", "approved"],
    ]);
    // Every parameter has a name; the greeting's first one is the person's.
    expect(templates.body.templates.flatMap((t) => t.params).every((p) => p.name && p.example)).toBe(true);
    expect(templates.body.templates[1]!.params.map((p) => p.name)).toEqual([
      "Nombre de la persona",
      "Nombre de la organización",
    ]);

    // The owner was greeted by their own name.
    const ownerThread = await api<{ messages: ConversationMessage[] }>(
      `/conversation/${list.body.conversations[0]!.id}`,
      { token: admin.token },
    );
    expect(ownerThread.body.messages[0]).toMatchObject({
      template_name: "bienvenida_organizacion",
      template_params: ["Martín", "Estancia La Esperanza"],
    });
    expect(ownerThread.body.messages[0]!.body).toMatch(
      /^¡Hola Martín! Te damos la bienvenida a "Estancia La Esperanza"/,
    );
  });
});
