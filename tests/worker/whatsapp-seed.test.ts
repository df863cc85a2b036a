// The demo's WhatsApp inbox (worker/scripts/seed/conversations.ts) loads into D1 through the seed's own SQL
// and the API serves it: the list with previews and unread counts, a thread's media (a transcribed audio, a PDF),
// the new kinds (a location in a demo lot, a reaction, a tap, a contact) and the templates with their reasons.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedConversations } from "../../worker/scripts/seed/conversations";
import { ranchBoundaries } from "../../worker/scripts/seed/ranch-boundaries";
import { pointInBoundary } from "../../worker/shared/boundary";
import { SeedSql } from "../../worker/scripts/seed/sql";
import type { ConversationMessage, ConversationSummary, WaTemplate } from "../../worker/shared/whatsapp-schemas";
import { LOTS } from "../../worker/scripts/seed/ranch-plan";
import { lots } from "../../worker/db/schema";
import { api, db, makeOrg, makeUser, ORIGIN } from "./fixtures";

describe("demo conversations", () => {
  it("load, list and stream their media", async () => {
    const admin = await makeUser({ superAdmin: true });
    const owner = await makeUser();
    // The demo's first lot, in one of the owner's establecimientos (the ranch itself is another test's).
    const org = await makeOrg(owner, "Estancia La Esperanza");
    const [lot] = await db()
      .insert(lots)
      .values({ organization_id: org.id, name: LOTS[0]!.name, boundary: ranchBoundaries().lots[0]!.boundary })
      .returning();
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
    expect(list.body.unread).toBe(5);
    expect(list.body.conversations[0]!.user?.id).toBe(owner.id);
    expect(list.body.conversations[2]!.last_message).toMatchObject({ type: "error_template" });

    const thread = await api<{ messages: ConversationMessage[] }>(`/conversation/${list.body.conversations[1]!.id}`, {
      token: admin.token,
    });
    const audio = thread.body.messages.find((m) => m.type === "audio")!;
    expect(audio.transcription).toMatch(/precios/);
    expect(audio.media_size).toBeGreaterThan(44);
    expect(thread.body.messages.find((m) => m.type === "contacts")).toMatchObject({
      details: { kind: "contacts", contacts: [{ phones: ["+5492314456789"] }] },
    });
    const pdf = thread.body.messages.find((m) => m.type === "document")!;
    expect(pdf.details).toEqual({ kind: "document", filename: "factura_vacunas.pdf" });
    const download = await exports.default.fetch(new Request(`${ORIGIN}${pdf.media_url}`));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="factura_vacunas.pdf"/);
    const pdfBytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(pdfBytes.slice(0, 5))).toBe("%PDF-");
    expect(pdf.media_size).toBe(pdfBytes.byteLength);
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
      ["recordatorio_pesada", "paused"],
      ["seguimiento", "approved"],
    ]);
    expect(templates.body.templates.find((t) => t.status === "rejected")!.status_reason).toBe("PROMOTIONAL");
    expect(templates.body.templates.find((t) => t.status === "paused")!.status_reason).toMatch(/^FIRST_PAUSE: /);
    expect(templates.body.templates.find((t) => t.status === "approved")!.status_reason).toBeNull();
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
    // They reacted to the follow-up, tapped its quick reply and shared a point inside the first demo lot.
    const byType = (type: string) => ownerThread.body.messages.find((m) => m.type === type)!;
    expect(ownerThread.body.messages.find((m) => m.template_name === "seguimiento")!.reaction).toBe("👍");
    expect(byType("button")).toMatchObject({ direction: "in", details: { kind: "reply" } });
    const pin = byType("location").details!;
    expect(pin).toMatchObject({
      kind: "location",
      lot: { id: lot!.id, name: LOTS[0]!.name, organization_id: org.id, organization_name: "Estancia La Esperanza" },
    });
    if (pin.kind !== "location") throw new Error("not a location");
    expect(pointInBoundary([pin.longitude, pin.latitude], ranchBoundaries().lots[0]!.boundary)).toBe(true);
  });
});
