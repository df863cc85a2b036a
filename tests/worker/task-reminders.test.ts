// The morning reminder cron (docs/tasks-and-notes.md), called directly: one message per assignee listing the tasks due that
// Argentine day (email, plus WhatsApp for a verified phone), and a second run writes nothing.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { sendTaskReminders } from "../../worker/areas/work/tasks/task-reminders";
import { taskReminders, users } from "../../worker/db/schema";
import { argentinaDay } from "../../worker/shared/task-dates";
import { addMember, api, db, makeTeam, makeUser } from "./fixtures";
import { libRuntime } from "./live-helpers";
import { newTask, outboxTo } from "./task-helpers";

const emailOf = async (id: number) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe("task reminders", () => {
  it("writes each reminder once, even when the cron runs twice", async () => {
    const { owner, user, admin, org } = await makeTeam();
    // 11:00 UTC on 2031-05-10 is 08:00 that day in Argentina; 02:00 UTC on the 11th is still the 10th there.
    const day = "2031-05-10";
    const morning = new Date(`${day}T11:00:00Z`);
    const phone = "+5492915550000";
    await db().update(users).set({ phone, phone_verified: true }).where(eq(users.id, user.id));
    const unverified = await makeUser();
    await db().update(users).set({ phone: "+5492915551111", phone_verified: false }).where(eq(users.id, unverified.id));
    await addMember(org.id, unverified, "user");

    const t = owner.token;
    await newTask(t, org.id, { title: "Vacunar terneros", due_date: day, assignee_id: user.id, priority: "alta" });
    await newTask(t, org.id, { title: "Revisar bebederos", due_date: day, assignee_id: user.id });
    await newTask(t, org.id, { title: "Arreglar tranquera", due_date: day, assignee_id: unverified.id });
    // Not reminded: done, deleted, another day, nobody assigned.
    const done = await newTask(t, org.id, { title: "Hecha", due_date: day, assignee_id: admin.id });
    await api(`/task/${org.id}/${done.id}/complete`, { method: "POST", token: t });
    const gone = await newTask(t, org.id, { title: "Borrada", due_date: day, assignee_id: admin.id });
    await api(`/task/${org.id}/${gone.id}`, { method: "DELETE", token: t });
    await newTask(t, org.id, { title: "Mañana", due_date: "2031-05-11", assignee_id: admin.id });
    await newTask(t, org.id, { title: "Sin responsable", due_date: day });

    const recipients = [
      await emailOf(user.id),
      await emailOf(unverified.id),
      await emailOf(admin.id),
      phone,
      "+5492915551111",
    ];
    const first = await sendTaskReminders(libRuntime(), morning);
    expect(first.day).toBe(day);
    const sent = await outboxTo(recipients, "task-reminder");
    expect(sent.map((m) => [m.channel, m.recipient]).sort()).toEqual(
      [
        ["email", recipients[0]],
        ["email", recipients[1]],
        ["whatsapp", phone],
      ].sort(),
    );
    const toUser = sent.find((m) => m.recipient === recipients[0])!;
    expect(toUser.body).toContain("tenés 2 tareas");
    expect(toUser.body.indexOf("Vacunar terneros (prioridad alta)")).toBeLessThan(toUser.body.indexOf("Revisar"));
    expect(sent.find((m) => m.channel === "whatsapp")!.body).toBe(toUser.body);

    // Run again, later the same Argentine day (UTC already on the 11th): nothing more.
    const second = await sendTaskReminders(libRuntime(), new Date("2031-05-11T02:00:00Z"));
    expect(second).toMatchObject({ day, tasks: 0, emails: 0, whatsapps: 0 });
    expect(await outboxTo(recipients, "task-reminder")).toHaveLength(3);
    // Two runs at once claim each reminder once between them.
    await newTask(t, org.id, { title: "Otra de hoy", due_date: day, assignee_id: admin.id });
    const racing = await Promise.all([
      sendTaskReminders(libRuntime(), morning),
      sendTaskReminders(libRuntime(), morning),
    ]);
    expect(racing.map((r) => r.emails).sort()).toEqual([0, 1]);
    expect(await outboxTo([recipients[2]!], "task-reminder")).toHaveLength(1);
    const claims = await db().select().from(taskReminders).where(eq(taskReminders.day, day));
    expect(claims.length).toBeGreaterThanOrEqual(4);
  });

  it("the worker's scheduled handler runs the reminders on their cron only (the cleanup cron sends none)", async () => {
    const { owner, user, org } = await makeTeam();
    await newTask(owner.token, org.id, { title: "Dar sal", due_date: argentinaDay(), assignee_id: user.id });
    const email = await emailOf(user.id);
    const run = async (cron: string) => {
      const ctx = createExecutionContext();
      worker.scheduled(createScheduledController({ cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run("17 6 * * *");
    expect(await outboxTo([email], "task-reminder")).toHaveLength(0);
    await run("0 10 * * *");
    const sent = await outboxTo([email], "task-reminder");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain("• Dar sal");
    await run("0 10 * * *");
    expect(await outboxTo([email], "task-reminder")).toHaveLength(1);
  });
});
