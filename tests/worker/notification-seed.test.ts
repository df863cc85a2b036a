// The demo's sent notification (docs/administration.md) loads into D1 through the seed's own SQL, and the API serves it:
// the bell's unread one for the plain user, read for the owner, and the history's counts.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedNotifications } from "../../worker/scripts/seed/notifications";
import { SeedSql } from "../../worker/scripts/seed/sql";
import type { AdminNotification, UserNotification } from "../../worker/shared/notification-types";
import { api, makeTeam, makeUser } from "./fixtures";

type Mine = { notifications: UserNotification[]; unread: number };

describe("demo notification", () => {
  it("loads and shows in the bell and the history", async () => {
    const admin = await makeUser({ superAdmin: true });
    const { owner, user, org } = await makeTeam();
    const maxIds: Record<string, number> = {};
    for (const t of ["notifications", "notification_recipients", "audit_log"]) {
      const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM "${t}"`).first<{ m: number }>();
      maxIds[t] = row!.m;
    }
    const sql = new SeedSql(maxIds);
    const id = seedNotifications(sql, {
      superAdminId: admin.id,
      organizationId: org.id,
      ownerId: owner.id,
      userId: user.id,
    });
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));

    const forUser = await api<Mine>("/notification/mine", { token: user.token });
    expect(forUser.body.unread).toBe(1);
    expect(forUser.body.notifications[0]).toMatchObject({ id, title: "Nueva sección de tareas", link: "/tasks" });
    const forOwner = await api<Mine>("/notification/mine", { token: owner.token });
    expect(forOwner.body.unread).toBe(0);
    expect(forOwner.body.notifications[0]!.read_at).not.toBeNull();
    const history = await api<{ notifications: AdminNotification[] }>("/notification/admin", { token: admin.token });
    expect(history.body.notifications.find((n) => n.id === id)).toMatchObject({
      status: "sent",
      recipients: 2,
      read: 1,
      email: { queued: 0, sent: 0, logged: 2, failed: 0 },
      created_by: { id: admin.id },
    });
    const audit = await api<{ entries: Array<{ target_label: string }> }>(
      `/admin/audit?target_type=notification&target_id=${id}`,
      { token: admin.token },
    );
    expect(audit.body.entries[0]!.target_label).toBe("Nueva sección de tareas");
  });
});
