// /api/task (docs/tasks-and-notes.md): every route with outsiders and role checks, hostile bodies (another organization's
// lot, rodeo, note or a non-member assignee: Spanish 400 and nothing written), the list filters on
// Argentina's calendar, the assignment email and the live messages.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notes, users } from "../../worker/db/schema";
import { addDays, argentinaDay } from "../../worker/shared/task-dates";
import type { Task } from "../../worker/shared/task-types";
import { addMember, api, db, makeTeam, makeUser } from "./fixtures";
import { createLot, createRodeo } from "./herd-helpers";
import { openSocket, settle, waitFor } from "./live-helpers";
import { newTask, outboxTo, storedTasks, type TaskBody } from "./task-helpers";

async function insertNote(orgId: number, title = "Alambrado roto") {
  const [row] = await db().insert(notes).values({ organization_id: orgId, title, body: "" }).returning();
  return row!.id;
}

describe("task routes: access", () => {
  it("outsiders get 403 on every route, the organization's ids of another org 404", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const task = await newTask(owner.token, org.id);
    const t = outsider.token;
    const calls = [
      api(`/task/${org.id}`, { token: t }),
      api(`/task/${org.id}`, { method: "POST", token: t, body: { title: "x" } }),
      api(`/task/${org.id}/${task.id}`, { token: t }),
      api(`/task/${org.id}/${task.id}`, { method: "PUT", token: t, body: { title: "x" } }),
      api(`/task/${org.id}/${task.id}`, { method: "DELETE", token: t }),
      api(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: t }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("NOT_A_MEMBER");
    }
    // Through their own organization, the task is simply not there.
    for (const res of await Promise.all([
      api(`/task/${otherOrg.id}/${task.id}`, { token: t }),
      api(`/task/${otherOrg.id}/${task.id}`, { method: "PUT", token: t, body: { title: "x" } }),
      api(`/task/${otherOrg.id}/${task.id}`, { method: "DELETE", token: t }),
      api(`/task/${otherOrg.id}/${task.id}/complete`, { method: "POST", token: t }),
    ])) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("La tarea no existe o fue eliminada");
    }
    expect((await api(`/task/${org.id}`)).status).toBe(401);
    const [row] = await storedTasks(org.id);
    expect(row).toMatchObject({ title: "Vacunar", status: "pendiente", deleted: false });
  });

  it("any member creates and completes; only the author, owners and admins edit or delete", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const other = await makeUser();
    await addMember(org.id, other, "user");

    const byOwner = await newTask(owner.token, org.id, { title: "Recorrer potreros" });
    const byUser = await newTask(user.token, org.id, { title: "Arreglar molino" });
    expect(byUser.created_by).toBe(user.id);

    // Another plain user may not edit or delete someone else's task...
    const put = await api(`/task/${org.id}/${byOwner.id}`, { method: "PUT", token: other.token, body: { title: "x" } });
    expect(put.status).toBe(403);
    expect(put.body.message).toMatch(/Solo quien creó la tarea/);
    expect(put.body.code).toBe("NOT_YOUR_TASK");
    expect((await api(`/task/${org.id}/${byUser.id}`, { method: "DELETE", token: other.token })).status).toBe(403);
    // ...but completes it (the work got done, whoever did it).
    const done = await api<TaskBody>(`/task/${org.id}/${byOwner.id}/complete`, { method: "POST", token: other.token });
    expect(done.status).toBe(200);
    expect(done.body.task).toMatchObject({ status: "hecha", completed_by: other.id });

    // The author edits theirs; an admin edits anyone's; the owner deletes anyone's.
    const mine = await api<TaskBody>(`/task/${org.id}/${byUser.id}`, {
      method: "PUT",
      token: user.token,
      body: { title: "Arreglar el molino", priority: "alta" },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.task).toMatchObject({ title: "Arreglar el molino", priority: "alta" });
    const byAdmin = await api<TaskBody>(`/task/${org.id}/${byUser.id}`, {
      method: "PUT",
      token: admin.token,
      body: { status: "en_curso" },
    });
    expect(byAdmin.body.task.status).toBe("en_curso");
    expect((await api(`/task/${org.id}/${byUser.id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    // Soft: the row stays, the API no longer shows it.
    expect((await api(`/task/${org.id}/${byUser.id}`, { token: owner.token })).status).toBe(404);
    expect((await api(`/task/${org.id}/${byUser.id}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    const rows = await storedTasks(org.id);
    expect(rows.find((r) => r.id === byUser.id)?.deleted).toBe(true);
    const list = await api<{ tasks: Task[] }>(`/task/${org.id}`, { token: user.token });
    expect(list.body.tasks.map((t) => t.id)).toEqual([byOwner.id]);
  });
});

describe("task routes: bad input", () => {
  it("refuses a non-member assignee, a date that is not one, another organization's lot, rodeo or note", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const theirLot = await createLot(outsider.token, otherOrg.id, "Ajeno");
    const theirRodeo = await createRodeo(outsider.token, otherOrg.id, { name: "Ajeno" });
    const theirNote = await insertNote(otherOrg.id);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ assignee_id: outsider.id }, "assignee_id", /no es miembro/],
      [{ due_date: "2027-02-30" }, "due_date", /Fecha inválida/],
      [{ due_date: "mañana" }, "due_date", /Fecha inválida/],
      [{ due_date: "2027-1-5" }, "due_date", /Fecha inválida/],
      [{ lot_id: theirLot }, "lot_id", /lote no existe/],
      [{ rodeo_id: theirRodeo }, "rodeo_id", /rodeo no existe/],
      [{ note_id: theirNote }, "note_id", /nota no existe/],
      [{ title: "" }, "title", /Ingresá un título/],
      [{ title: "x".repeat(201) }, "title", /Máximo 200/],
      [{ priority: "urgente" }, "priority", /Prioridad inválida/],
      [{ recurrence: "yearly" }, "recurrence", /Repetición inválida/],
      [{ status: "hecha" }, "status", /Completar/],
      [{ assignee_id: "1; DROP TABLE tasks" }, "assignee_id", /número/],
    ];
    for (const [body, path, message] of cases) {
      const res = await api(`/task/${org.id}`, { method: "POST", token: owner.token, body: { title: "T", ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      const issue = res.body.issues?.find((i) => i.path === path);
      expect(issue?.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await storedTasks(org.id)).toHaveLength(0);

    // The same on an edit: nothing changes.
    const task = await newTask(owner.token, org.id);
    for (const body of [{ assignee_id: outsider.id }, { lot_id: theirLot }, { due_date: "2027-13-01" }, {}]) {
      const res = await api(`/task/${org.id}/${task.id}`, { method: "PUT", token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await storedTasks(org.id))[0]).toMatchObject({ assignee_id: null, lot_id: null, due_date: null });
    expect((await api(`/task/${org.id}/abc`, { token: owner.token })).status).toBe(400);
    expect((await api(`/task/${org.id}?due=yesterday`, { token: owner.token })).status).toBe(400);
  });

  it("accepts its own organization's lot, rodeo, note and member, and writes the assignment email", async () => {
    const { owner, user, org } = await makeTeam();
    const lot = await createLot(owner.token, org.id);
    const rodeo = await createRodeo(owner.token, org.id, { name: "Cría" });
    const note = await insertNote(org.id);
    const [{ email }] = (await db().select({ email: users.email }).from(users).where(eq(users.id, user.id))) as [
      { email: string },
    ];
    const task = await newTask(owner.token, org.id, {
      title: "Revisar aguada",
      description: "La del fondo",
      assignee_id: user.id,
      due_date: "2027-03-10",
      priority: "alta",
      recurrence: "weekly",
      lot_id: lot,
      rodeo_id: rodeo,
      note_id: note,
    });
    expect(task).toMatchObject({
      assignee: { id: user.id, name: "Juan Pérez" },
      due_date: "2027-03-10",
      lot_id: lot,
      rodeo_id: rodeo,
      note_id: note,
      recurrence: "weekly",
      created_by: owner.id,
    });
    const sent = await outboxTo([email], "task-assigned");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('te asignó la tarea "Revisar aguada" para el 10/03/2027');
    // Reassigning to oneself sends nothing; assigning back to the user sends one more.
    await api(`/task/${org.id}/${task.id}`, { method: "PUT", token: owner.token, body: { assignee_id: owner.id } });
    await api(`/task/${org.id}/${task.id}`, { method: "PUT", token: owner.token, body: { title: "Otra" } });
    expect(await outboxTo([email], "task-assigned")).toHaveLength(1);
    await api(`/task/${org.id}/${task.id}`, { method: "PUT", token: owner.token, body: { assignee_id: user.id } });
    expect(await outboxTo([email], "task-assigned")).toHaveLength(2);
    // The user's own task assigned to themself sends nothing.
    await newTask(user.token, org.id, { assignee_id: user.id });
    expect(await outboxTo([email], "task-assigned")).toHaveLength(2);
  });
});

describe("task list", () => {
  it("filters by mine, status, due window on Argentina's calendar, lot and rodeo; open work first", async () => {
    const { owner, user, org } = await makeTeam();
    const today = argentinaDay();
    const lot = await createLot(owner.token, org.id);
    const t = owner.token;
    const overdue = await newTask(t, org.id, { title: "Vencida", due_date: addDays(today, -2), assignee_id: user.id });
    const due = await newTask(t, org.id, { title: "Hoy", due_date: today, lot_id: lot });
    const soon = await newTask(t, org.id, { title: "Semana", due_date: addDays(today, 6), assignee_id: user.id });
    const later = await newTask(t, org.id, { title: "Después", due_date: addDays(today, 7) });
    const undated = await newTask(t, org.id, { title: "Sin fecha" });
    const doneOld = await newTask(t, org.id, { title: "Hecha", due_date: addDays(today, -5) });
    await api(`/task/${org.id}/${doneOld.id}/complete`, { method: "POST", token: t });

    const ids = async (query = "", token = t) =>
      (await api<{ tasks: Task[] }>(`/task/${org.id}${query}`, { token })).body.tasks.map((x) => x.id);
    expect(await ids()).toEqual([overdue.id, due.id, soon.id, later.id, undated.id, doneOld.id]);
    expect(await ids("?due=overdue")).toEqual([overdue.id]);
    expect(await ids("?due=today")).toEqual([due.id]);
    expect(await ids("?due=week")).toEqual([due.id, soon.id]);
    expect(await ids("?mine=true", user.token)).toEqual([overdue.id, soon.id]);
    expect(await ids(`?assignee_id=${user.id}`)).toEqual([overdue.id, soon.id]);
    expect(await ids("?status=hecha")).toEqual([doneOld.id]);
    expect(await ids("?open=true")).not.toContain(doneOld.id);
    expect(await ids(`?lot_id=${lot}`)).toEqual([due.id]);
    expect(await ids(`?rodeo_id=999999`)).toEqual([]);
  });
});

describe("task live messages", () => {
  it("create, edit, complete and delete reach another member's socket, shaped as the GET", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const s = socket!;
    const taskMessages = () => s.messages.filter((m) => m.action.startsWith("task-"));
    const task = await newTask(owner.token, org.id, { title: "Pesar terneros", assignee_id: user.id });
    await waitFor(() => taskMessages().length >= 1, 2_000, "task-created");
    const got = await api<TaskBody>(`/task/${org.id}/${task.id}`, { token: user.token });
    expect(taskMessages()[0]).toEqual({ action: "task-created", task: got.body.task });

    await api(`/task/${org.id}/${task.id}`, { method: "PUT", token: owner.token, body: { priority: "alta" } });
    await api(`/task/${org.id}/${task.id}/complete`, { method: "POST", token: user.token });
    await api(`/task/${org.id}/${task.id}`, { method: "DELETE", token: owner.token });
    await waitFor(() => taskMessages().length >= 4, 2_000, "4 task messages");
    expect(taskMessages().map((m) => m.action)).toEqual([
      "task-created",
      "task-updated",
      "task-updated",
      "task-deleted",
    ]);
    expect(taskMessages()[2]).toMatchObject({ task: { id: task.id, status: "hecha" } });
    expect(taskMessages()[3]).toEqual({ action: "task-deleted", taskId: task.id });
    // A refused write sends nothing.
    await api(`/task/${org.id}`, { method: "POST", token: owner.token, body: { title: "" } });
    await settle();
    expect(taskMessages()).toHaveLength(4);
    s.ws.close();
  });
});
