// Scheduled notifications (docs/administration.md): the every-5-minutes cron sends each exactly once, even when two runs
// overlap, and finishes one whose run died after claiming it.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { notificationRecipients, notifications, outbox } from "../../worker/db/schema";
import { sendDueNotifications } from "../../worker/areas/admin/notifications/notification-send";
import type { UserNotification } from "../../worker/shared/notification-types";
import { api, db, makeOrg, makeTeam, makeUser, type TestUser } from "./fixtures";
import { libRuntime } from "./live-helpers";

type Created = { notification: { id: number; status: string; recipients: number | null }; message: string };
type Mine = { notifications: UserNotification[] };

const send = (token: string, body: Record<string, unknown>) => api<Created>("/notification", { token, body });
const base = { title: "Vacunación", body: "Campaña de aftosa", channels: ["in_app"] };
const mine = (u: TestUser) => api<Mine>("/notification/mine", { token: u.token });
const recipientsOf = (id: number) =>
  db().select().from(notificationRecipients).where(eq(notificationRecipients.notification_id, id));

describe("scheduled notifications", () => {
  it("wait for their time and are sent by the cron exactly once, even when it runs twice", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { user, org } = await makeTeam();
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const res = await send(admin.token, {
      ...base,
      title: "Programada",
      channels: ["in_app", "email"],
      audience: { kind: "organizations", ids: [org.id] },
      send_at: at,
    });
    expect(res.status).toBe(201);
    expect(res.body.notification).toMatchObject({ status: "scheduled", recipients: null });
    const id = res.body.notification.id;
    expect(await recipientsOf(id)).toEqual([]);
    expect(await sendDueNotifications(libRuntime(), new Date())).not.toContain(id);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const [first, second] = await Promise.all([
      sendDueNotifications(libRuntime(), later),
      sendDueNotifications(libRuntime(), later),
    ]);
    expect([...first, ...second].filter((n) => n === id)).toHaveLength(1);
    expect(await sendDueNotifications(libRuntime(), later)).toEqual([]);
    expect(await recipientsOf(id)).toHaveLength(3);
    const [stored] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(stored).toMatchObject({ status: "sent", sent_at: later.toISOString() });
    const mail = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email), eq(outbox.subject, "Programada")));
    expect(mail).toHaveLength(1);
    expect((await mine(user)).body.notifications.map((n) => n.title)).toContain("Programada");
  });

  it("a claim left 'sending' by a run that died is taken again after 15 minutes, and only unsent mail goes out", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, org } = await makeTeam();
    const res = await send(admin.token, {
      ...base,
      title: "Interrumpida",
      channels: ["in_app", "email"],
      audience: { kind: "organizations", ids: [org.id] },
      send_at: new Date(Date.now() + 60_000).toISOString(),
    });
    const id = res.body.notification.id;
    // A run claimed it at `claimedAt`, stored the recipients, mailed the owner and died.
    const claimedAt = new Date(Date.now() + 120_000);
    await db()
      .update(notifications)
      .set({ status: "sending", sent_at: claimedAt.toISOString() })
      .where(eq(notifications.id, id));
    await db()
      .insert(notificationRecipients)
      .values([
        { notification_id: id, user_id: owner.id, email_status: "logged" },
        { notification_id: id, user_id: user.id, email_status: "queued" },
      ]);
    const mailsTo = async (email: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, email), eq(outbox.subject, "Interrumpida")))
      ).length;
    expect(await sendDueNotifications(libRuntime(), new Date(claimedAt.getTime() + 14 * 60_000))).not.toContain(id);
    const later = new Date(claimedAt.getTime() + 16 * 60_000);
    expect(await sendDueNotifications(libRuntime(), later)).toContain(id);
    expect(await sendDueNotifications(libRuntime(), later)).not.toContain(id);
    const [stored] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(stored!.status).toBe("sent");
    expect(await mailsTo(owner.email)).toBe(0);
    expect(await mailsTo(user.email)).toBe(1);
    expect((await recipientsOf(id)).map((r) => r.email_status)).toEqual(["logged", "logged", "logged"]);
  });

  it("the worker's scheduled handler sends due notifications on the every-5-minutes cron only", async () => {
    const admin = await makeUser({ superAdmin: true });
    const owner = await makeUser();
    const org = await makeOrg(owner);
    const soon = new Date(Date.now() + 1_000).toISOString();
    const res = await send(admin.token, {
      ...base,
      title: "Cron",
      audience: { kind: "organizations", ids: [org.id] },
      send_at: soon,
    });
    await new Promise((r) => setTimeout(r, 1_100));
    const run = async (cron: string) => {
      const ctx = createExecutionContext();
      worker.scheduled(createScheduledController({ cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run("17 6 * * *");
    expect(await recipientsOf(res.body.notification.id)).toEqual([]);
    await run("*/5 * * * *");
    expect((await recipientsOf(res.body.notification.id)).map((r) => r.user_id)).toEqual([owner.id]);
  });
});
