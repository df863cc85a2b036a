// Notifications (docs/administration.md): super admins compose and see the history; every user reads and marks only their
// own. Audience resolution gives one row per user (the cron: notification-cron.test.ts).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, notificationRecipients, notifications, outbox, users } from "../../worker/db/schema";
import type { AdminNotification, UserNotification } from "../../worker/shared/notification-types";
import { addMember, api, db, makeTeam, makeUser, type TestUser } from "./fixtures";

type Created = { notification: { id: number; status: string; recipients: number | null }; message: string };
type Mine = { notifications: UserNotification[]; unread: number; total: number; page: number; limit: number };
type History = { notifications: AdminNotification[]; total: number; page: number; limit: number };

const send = (token: string, body: Record<string, unknown>) => api<Created>("/notification", { token, body });
const base = { title: "Vacunación", body: "Campaña de aftosa", channels: ["in_app"] };
const mine = (u: TestUser, query = "") => api<Mine>(`/notification/mine${query}`, { token: u.token });
const recipientsOf = (id: number) =>
  db().select().from(notificationRecipients).where(eq(notificationRecipients.notification_id, id));

describe("POST /api/notification and GET /api/notification/admin", () => {
  it("are for super admins only (an organization owner included gets 403), and need a session", async () => {
    const { owner, user, org } = await makeTeam();
    const body = { ...base, audience: { kind: "organizations", ids: [org.id] } };
    expect((await api("/notification", { body })).status).toBe(401);
    expect((await send(owner.token, body)).status).toBe(403);
    expect((await send(user.token, body)).status).toBe(403);
    expect((await api("/notification/admin", { token: owner.token })).status).toBe(403);
    expect((await api("/notification/admin", { token: user.token })).status).toBe(403);
    expect((await api("/notification/admin")).status).toBe(401);
    expect((await api("/notification/mine")).status).toBe(401);
    expect((await api("/notification/read-all", { method: "POST" })).status).toBe(401);
    expect(await db().select().from(notifications).where(eq(notifications.title, "Vacunación"))).toEqual([]);
  });

  it("refuses bad input with Spanish messages", async () => {
    const admin = await makeUser({ superAdmin: true });
    const ok = { ...base, audience: { kind: "all" } };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, title: "  " }, "Escribí un título"],
      [{ ...ok, title: "x".repeat(121) }, "Como máximo 120 caracteres"],
      [{ ...ok, link: "//evil.example" }, "El enlace debe empezar con / o ser una dirección https://"],
      [{ ...ok, link: "http://example.com" }, "El enlace debe empezar con / o ser una dirección https://"],
      [{ ...ok, link: "javascript:alert(1)" }, "El enlace debe empezar con / o ser una dirección https://"],
      [{ ...ok, channels: [] }, "Elegí al menos un canal"],
      [{ ...ok, channels: ["fax"] }, "Canal desconocido"],
      [{ ...ok, audience: { kind: "organizations", ids: [] } }, "Elegí al menos una organización"],
      [{ ...ok, audience: { kind: "users", ids: [0] } }, "Debe ser un número positivo"],
      [{ ...ok, audience: { kind: "organizations", ids: Array.from({ length: 101 }, (_, i) => i + 1) } }, "100"],
      [{ ...ok, audience: { kind: "role", role: "boss" } }, "Elegí un rol"],
      [{ ...ok, audience: { kind: "nobody" } }, "Elegí a quién enviarla"],
      [{ ...ok, send_at: "mañana" }, "La fecha y hora no son válidas"],
    ];
    for (const [body, message] of cases) {
      const res = await send(admin.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe("Datos inválidos");
      expect(res.body.issues!.map((i) => i.message).join(" | ")).toContain(message);
    }
    for (const link of ["/stock", "https://tropero.app/ayuda", ""]) {
      expect((await send(admin.token, { ...ok, link, channels: ["email"] })).status, link).toBe(201);
    }
  });

  it("a user in two chosen organizations gets one notification; audited with the recipients count", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, admin: orgAdmin, user, outsider, org, otherOrg } = await makeTeam();
    await addMember(otherOrg.id, user, "admin"); // user is in both chosen organizations
    const res = await send(admin.token, { ...base, audience: { kind: "organizations", ids: [org.id, otherOrg.id] } });
    expect(res.status).toBe(201);
    expect(res.body.notification).toMatchObject({ status: "sent", recipients: 4 });
    const rows = await recipientsOf(res.body.notification.id);
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner.id, orgAdmin.id, user.id, outsider.id].sort());
    expect(rows.every((r) => r.email_status === null && r.whatsapp_status === null)).toBe(true);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_type, "notification"), eq(auditLog.target_id, res.body.notification.id)));
    expect(audit).toMatchObject({ actor_id: admin.id, action: "notification" });
    expect(audit!.detail).toEqual({
      audience: "organizations",
      channels: ["in_app"],
      recipients: 4,
      send_at: expect.any(String),
    });
    // Unknown organization ids are ignored (the audience is resolved when it is sent).
    const unknown = await send(admin.token, { ...base, audience: { kind: "organizations", ids: [2 ** 31] } });
    expect(unknown.body.notification.recipients).toBe(0);
  });

  it("resolves a role across organizations, a list of users, and everyone", async () => {
    const admin = await makeUser({ superAdmin: true });
    const a = await makeTeam();
    const b = await makeTeam();
    const byRole = await send(admin.token, { ...base, audience: { kind: "role", role: "admin" } });
    const roleIds = (await recipientsOf(byRole.body.notification.id)).map((r) => r.user_id);
    expect(roleIds).toEqual(expect.arrayContaining([a.admin.id, b.admin.id]));
    expect(roleIds).not.toContain(a.owner.id);
    expect(roleIds).not.toContain(b.user.id);
    const byUsers = await send(admin.token, {
      ...base,
      audience: { kind: "users", ids: [a.user.id, b.outsider.id, a.user.id] },
    });
    expect((await recipientsOf(byUsers.body.notification.id)).map((r) => r.user_id).sort()).toEqual(
      [a.user.id, b.outsider.id].sort(),
    );
    const everyone = await send(admin.token, { ...base, audience: { kind: "all" } });
    const all = await db().select({ id: users.id }).from(users);
    expect(everyone.body.notification.recipients).toBe(all.length);
  });

  it("email goes through the outbox as 'logged' locally; WhatsApp only to verified phones", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, org } = await makeTeam();
    await db().update(users).set({ phone: "+5492915550001", phone_verified: true }).where(eq(users.id, owner.id));
    await db().update(users).set({ phone: "+5492915550002", phone_verified: false }).where(eq(users.id, user.id));
    const res = await send(admin.token, {
      ...base,
      link: "/stock",
      channels: ["email", "whatsapp"],
      audience: { kind: "organizations", ids: [org.id] },
    });
    const rows = await recipientsOf(res.body.notification.id);
    expect(rows.map((r) => r.email_status)).toEqual(["logged", "logged", "logged"]);
    expect(rows.find((r) => r.user_id === owner.id)!.whatsapp_status).toBe("logged");
    expect(rows.find((r) => r.user_id === user.id)!.whatsapp_status).toBeNull();
    const mail = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email), eq(outbox.kind, "notification")));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ status: "logged", subject: "Vacunación" });
    expect(mail[0]!.body).toContain("http://tropero.test/stock");
    const wa = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "whatsapp"), eq(outbox.kind, "notification")));
    expect(wa.map((m) => m.recipient)).toEqual(["+5492915550001"]);
    // Email only: nothing in the bell, and nothing to mark read there.
    expect((await mine(user)).body.notifications).toEqual([]);
    const read = await api(`/notification/${res.body.notification.id}/read`, { method: "POST", token: user.token });
    expect(read.status).toBe(404);

    const history = await api<History>("/notification/admin?limit=100", { token: admin.token });
    expect(history.status).toBe(200);
    const row = history.body.notifications.find((n) => n.id === res.body.notification.id)!;
    expect(row).toMatchObject({
      recipients: 3,
      read: 0,
      status: "sent",
      email: { queued: 0, sent: 0, logged: 3, failed: 0 },
      whatsapp: { queued: 0, sent: 0, logged: 1, failed: 0 },
      created_by: { id: admin.id, name: "Juan Pérez" },
      audience: { kind: "organizations", ids: [org.id] },
    });
  });

  it("records the email of a larger audience in the local outbox (chunked under D1's bound-parameter limit)", async () => {
    const admin = await makeUser({ superAdmin: true });
    const many = await Promise.all(Array.from({ length: 25 }, () => makeUser()));
    const res = await send(admin.token, {
      ...base,
      channels: ["email"],
      audience: { kind: "users", ids: many.map((u) => u.id) },
    });
    expect(res.status).toBe(201);
    const rows = await recipientsOf(res.body.notification.id);
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.email_status === "logged")).toBe(true);
  });

  it("paginates within bounds (limit at most 100)", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { user, org } = await makeTeam();
    for (let i = 0; i < 3; i++)
      await send(admin.token, { ...base, title: `Aviso ${i}`, audience: { kind: "users", ids: [user.id] } });
    for (const bad of ["?limit=101", "?limit=0", "?page=0", "?limit=abc"]) {
      expect((await api(`/notification/admin${bad}`, { token: admin.token })).status, bad).toBe(400);
      expect((await mine(user, bad)).status, bad).toBe(400);
    }
    const page = await mine(user, "?limit=2&page=2");
    expect(page.body).toMatchObject({ total: 3, unread: 3, page: 2, limit: 2 });
    expect(page.body.notifications.map((n) => n.title)).toEqual(["Aviso 0"]);
    const first = await mine(user, "?limit=2");
    expect(first.body.notifications.map((n) => n.title)).toEqual(["Aviso 2", "Aviso 1"]);
    const history = await api<History>("/notification/admin?limit=1", { token: admin.token });
    expect(history.body.notifications).toHaveLength(1);
    expect(history.body.total).toBeGreaterThanOrEqual(3);
    void org;
  });
});

describe("a user's own notifications", () => {
  it("read and read-all touch only the caller's rows; someone else's id is a 404", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, org } = await makeTeam();
    const one = await send(admin.token, { ...base, title: "Uno", audience: { kind: "organizations", ids: [org.id] } });
    const two = await send(admin.token, { ...base, title: "Dos", audience: { kind: "users", ids: [owner.id] } });
    expect((await mine(user)).body).toMatchObject({ unread: 1, total: 1 });
    expect((await mine(owner)).body).toMatchObject({ unread: 2, total: 2 });
    // The user was not a recipient of "Dos": 404, and the owner's row stays unread.
    const foreign = await api(`/notification/${two.body.notification.id}/read`, { method: "POST", token: user.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("No encontramos esa notificación");
    expect((await api("/notification/abc/read", { method: "POST", token: user.token })).status).toBe(400);
    const read = await api<{ unread: number }>(`/notification/${one.body.notification.id}/read`, {
      method: "POST",
      token: user.token,
    });
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(0);
    expect((await mine(user)).body.notifications[0]!.read_at).not.toBeNull();
    expect((await mine(owner)).body.unread).toBe(2);
    const all = await api<{ unread: number; updated: number }>("/notification/read-all", {
      method: "POST",
      token: owner.token,
    });
    expect(all.body).toMatchObject({ unread: 0, updated: 2 });
    const history = await api<History>("/notification/admin?limit=100", { token: admin.token });
    expect(history.body.notifications.find((n) => n.id === one.body.notification.id)).toMatchObject({
      recipients: 3,
      read: 2,
    });
  });
});
