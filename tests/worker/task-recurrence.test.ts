// Recurrence (docs/tasks-and-notes.md): the pure date math (monthly clamped to the month's last day, daily, weekly, leap
// years) and, through the API, that completing a recurring task creates exactly one next task, even when
// completed twice or twice at once.
import { describe, expect, it } from "vitest";
import { nextDueDate } from "../../worker/areas/work/tasks/task-recurrence";
import { addDays, addMonthsClamped, argentinaDay, dueState, isCalendarDay } from "../../worker/shared/task-dates";
import type { Task } from "../../worker/shared/task-types";
import { api, makeTeam } from "./fixtures";
import { openSocket, waitFor } from "./live-helpers";
import { newTask, storedTasks } from "./task-helpers";

type Completed = { task: Task; next: Task | null };

describe("recurrence date math", () => {
  it("monthly: one month after the previous due date, clamped to the month's last day", () => {
    expect(nextDueDate("monthly", "2027-01-31", "2027-01-01")).toBe("2027-02-28");
    expect(nextDueDate("monthly", "2028-01-31", "2028-01-01")).toBe("2028-02-29");
    expect(nextDueDate("monthly", "2027-02-28", "2027-01-01")).toBe("2027-03-28");
    expect(nextDueDate("monthly", "2027-03-31", "2027-01-01")).toBe("2027-04-30");
    expect(nextDueDate("monthly", "2027-12-15", "2027-01-01")).toBe("2028-01-15");
    expect(addMonthsClamped("2100-01-31", 1)).toBe("2100-02-28");
    expect(addMonthsClamped("2000-01-31", 1)).toBe("2000-02-29");
  });

  it("daily and weekly cross months and years; none does not repeat; no due date counts from today", () => {
    expect(nextDueDate("daily", "2027-02-28", "x")).toBe("2027-03-01");
    expect(nextDueDate("daily", "2028-02-28", "x")).toBe("2028-02-29");
    expect(nextDueDate("weekly", "2027-12-29", "x")).toBe("2028-01-05");
    expect(nextDueDate("none", "2027-12-29", "x")).toBeNull();
    expect(nextDueDate("weekly", null, "2027-06-01")).toBe("2027-06-08");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("today is Argentina's day (UTC−3): 01:00 UTC is still yesterday there", () => {
    expect(argentinaDay(new Date("2027-03-02T02:59:00Z"))).toBe("2027-03-01");
    expect(argentinaDay(new Date("2027-03-02T03:00:00Z"))).toBe("2027-03-02");
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(dueState("2027-03-01", "2027-03-02")).toBe("overdue");
    expect(dueState("2027-03-01", "2027-03-02", true)).toBe("none");
    expect(dueState("2027-03-08", "2027-03-02")).toBe("week");
    expect(dueState("2027-03-09", "2027-03-02")).toBe("later");
  });
});

describe("completing a recurring task", () => {
  it("creates the next one a period after the previous due date, in one batch, announced live", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, owner.token);
    const task = await newTask(owner.token, org.id, {
      title: "Control sanitario",
      due_date: "2027-01-31",
      recurrence: "monthly",
      assignee_id: user.id,
      priority: "alta",
    });
    const res = await api<Completed>(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.task).toMatchObject({ id: task.id, status: "hecha", completed_by: user.id });
    expect(res.body.next).toMatchObject({
      title: "Control sanitario",
      due_date: "2027-02-28",
      status: "pendiente",
      recurrence: "monthly",
      priority: "alta",
      previous_id: task.id,
      assignee: { id: user.id },
      created_by: owner.id,
    });
    await waitFor(() => socket!.messages.filter((m) => m.action.startsWith("task-")).length >= 3, 2_000, "messages");
    expect(socket!.messages.filter((m) => m.action.startsWith("task-")).map((m) => m.action)).toEqual([
      "task-created",
      "task-updated",
      "task-created",
    ]);
    socket!.ws.close();

    // Leap year: Jan 31 2028 → Feb 29.
    const leap = await newTask(owner.token, org.id, { due_date: "2028-01-31", recurrence: "monthly" });
    const leapNext = await api<Completed>(`/task/${org.id}/${leap.id}/complete`, {
      method: "POST",
      token: owner.token,
    });
    expect(leapNext.body.next?.due_date).toBe("2028-02-29");
    const daily = await newTask(owner.token, org.id, { due_date: "2027-12-31", recurrence: "daily" });
    const dailyNext = await api<Completed>(`/task/${org.id}/${daily.id}/complete`, {
      method: "POST",
      token: owner.token,
    });
    expect(dailyNext.body.next?.due_date).toBe("2028-01-01");
    const weekly = await newTask(owner.token, org.id, { due_date: "2027-02-25", recurrence: "weekly" });
    const weeklyNext = await api<Completed>(`/task/${org.id}/${weekly.id}/complete`, {
      method: "POST",
      token: owner.token,
    });
    expect(weeklyNext.body.next?.due_date).toBe("2027-03-04");
    const once = await newTask(owner.token, org.id, { due_date: "2027-02-25" });
    const onceDone = await api<Completed>(`/task/${org.id}/${once.id}/complete`, {
      method: "POST",
      token: owner.token,
    });
    expect(onceDone.body.next).toBeNull();
  });

  it("completing twice, or twice at once, creates one next task (409 for the second)", async () => {
    const { owner, user, admin, org } = await makeTeam();
    const task = await newTask(owner.token, org.id, { due_date: "2027-05-10", recurrence: "weekly" });
    const first = await api(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: owner.token });
    expect(first.status).toBe(200);
    const again = await api(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: user.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "TASK_ALREADY_DONE", message: "La tarea ya está hecha" });
    expect((await storedTasks(org.id)).filter((r) => r.previous_id === task.id)).toHaveLength(1);

    const racing = await newTask(owner.token, org.id, { due_date: "2027-05-10", recurrence: "daily" });
    const results = await Promise.all(
      [owner, user, admin, owner].map((m) =>
        api(`/task/${org.id}/${racing.id}/complete`, { method: "POST", token: m.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const series = (await storedTasks(org.id)).filter((r) => r.previous_id === racing.id);
    expect(series).toHaveLength(1);
    expect(series[0]!.due_date).toBe("2027-05-11");
  });

  it("a done task reopened by its author and completed again keeps its one next task", async () => {
    const { owner, org } = await makeTeam();
    const task = await newTask(owner.token, org.id, { due_date: "2027-05-10", recurrence: "daily" });
    await api(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: owner.token });
    const reopened = await api<{ task: Task }>(`/task/${org.id}/${task.id}`, {
      method: "PUT",
      token: owner.token,
      body: { status: "pendiente" },
    });
    expect(reopened.body.task).toMatchObject({ status: "pendiente", completed_at: null, completed_by: null });
    const second = await api<Completed>(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: owner.token });
    expect(second.status).toBe(200);
    expect(second.body.next).toBeNull();
    expect((await storedTasks(org.id)).filter((r) => r.previous_id === task.id)).toHaveLength(1);
  });
});
