// The audit log's target labels: every target type names its target while the row exists (a blank name
// falls back to its id), says null ("ya no existe" on screen) only once the row is gone, and the labels cost
// no statement of their own.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUDIT_TARGET_TYPES } from "../../worker/shared/audit-schemas";
import type { AuditEntry } from "../../worker/shared/audit-types";
import { randomId } from "../../worker/lib/tokens";
import { api, makeUser } from "./fixtures";

type TargetType = (typeof AUDIT_TARGET_TYPES)[number];
type AuditBody = { entries: AuditEntry[]; total: number };

const tag = () => randomId().slice(0, 8);
const phone = () => `+54911${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function insert(sql: string, ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`${sql} RETURNING id`)
    .bind(...values)
    .first<{ id: number }>();
  return row!.id;
}

/** One row of each target type, named as given; returns its id. */
const makers: Record<TargetType, (name: string) => Promise<number>> = {
  user: (name) =>
    insert("INSERT INTO users (email, first_name, password_hash) VALUES (?, ?, 'x')", `${tag()}@audit.test`, name),
  organization: (name) => insert("INSERT INTO organizations (name) VALUES (?)", name),
  notification: (name) =>
    insert(
      `INSERT INTO notifications (created_by, title, audience, channels, send_at)
       VALUES (1, ?, '{"kind":"all"}', '["in_app"]', '2026-01-01T00:00:00.000Z')`,
      name,
    ),
  conversation: (name) => insert("INSERT INTO conversations (phone, profile_name) VALUES (?, ?)", phone(), name),
  whatsapp_template: (name) => insert("INSERT INTO whatsapp_templates (name, body) VALUES (?, 'Hola {{1}}')", name),
};

const TABLES: Record<TargetType, string> = {
  user: "users",
  organization: "organizations",
  notification: "notifications",
  conversation: "conversations",
  whatsapp_template: "whatsapp_templates",
};

async function audited(actorId: number, type: TargetType, id: number) {
  await env.DB.prepare("INSERT INTO audit_log (actor_id, action, target_type, target_id) VALUES (?, 'probe', ?, ?)")
    .bind(actorId, type, id)
    .run();
}

async function labelOf(token: string, type: TargetType, id: number) {
  const res = await api<AuditBody>(`/admin/audit?target_type=${type}&target_id=${id}`, { token });
  expect(res.status).toBe(200);
  expect(res.body.entries).toHaveLength(1);
  return { label: res.body.entries[0]!.target_label, statements: Number(res.headers.get("x-db-queries")) };
}

describe("GET /api/admin/audit target labels", () => {
  it("names every target type while it exists, and null only once it is gone", async () => {
    const admin = await makeUser({ superAdmin: true });
    const statements = new Set<number>();
    for (const type of AUDIT_TARGET_TYPES) {
      const name = `Destino ${tag()}`;
      const kept = await makers[type](name);
      const gone = await makers[type](`Borrado ${tag()}`);
      const blank = await makers[type]("");
      for (const id of [kept, gone, blank]) await audited(admin.id, type, id);
      await env.DB.prepare(`DELETE FROM ${TABLES[type]} WHERE id = ?`).bind(gone).run();

      const existing = await labelOf(admin.token, type, kept);
      expect(existing.label, type).toContain(name);
      const deleted = await labelOf(admin.token, type, gone);
      expect(deleted.label, type).toBeNull();
      const unnamed = await labelOf(admin.token, type, blank);
      expect(unnamed.label, type).not.toBeNull();
      statements.add(existing.statements).add(deleted.statements).add(unnamed.statements);
    }
    // The same cost for every type: the session, then the batch of count and page.
    expect(statements.size).toBe(1);
    expect([...statements][0]).toBeLessThanOrEqual(4);
  });

  it("a conversation reads as its contact and phone; a blank user as their email", async () => {
    const admin = await makeUser({ superAdmin: true });
    const number = phone();
    const conv = await insert("INSERT INTO conversations (phone, profile_name) VALUES (?, 'Juan Pérez')", number);
    const bare = await insert("INSERT INTO conversations (phone) VALUES (?)", phone());
    const user = await makers.user("");
    for (const [type, id] of [
      ["conversation", conv],
      ["conversation", bare],
      ["user", user],
    ] as const)
      await audited(admin.id, type, id);
    expect((await labelOf(admin.token, "conversation", conv)).label).toBe(`Juan Pérez (${number})`);
    expect((await labelOf(admin.token, "conversation", bare)).label).toMatch(/^\+54911\d{8}$/);
    expect((await labelOf(admin.token, "user", user)).label).toMatch(/@audit\.test$/);
  });
});
