// /api/task (docs/tasks-and-notes.md): the team's tasks. Any member reads, creates and completes them (the work got done,
// whoever did it); the author, owners and admins edit or delete them (docs/accounts.md). Mounted in app.ts.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { requireAuth } from "../../account/require-auth";
import { pathDoor, scopeOf } from "../../organization/door";
import { assertMayEditRecord } from "../../organization/record-rules";
import { argentinaDay } from "../../../shared/task-dates";
import { taskCreateSchema, taskListQuery, taskUpdateSchema } from "../../../shared/task-schemas";
import * as z from "../../../shared/zod";
import { listTasks } from "./task-queries";
import { completeTask, createTask, deleteTask, loadTask, updateTask, type Actor } from "./task-writes";

const orgParam = z.object({ org: idParam });
const taskParams = z.object({ org: idParam, id: idParam });

const actorOf = (c: AppContext): Actor => ({
  rt: c.var.rt,
  name: [c.var.user.first_name, c.var.user.last_name].filter(Boolean).join(" ").trim(),
});

export const taskRoutes = new Hono<AppEnv>()
  .use("*", requireAuth)
  .get(...pathDoor("/:org", "org"), validate("param", orgParam), validate("query", taskListQuery), async (c) => {
    const q = c.req.valid("query");
    const tasks = await listTasks(c.var.db, {
      orgId: c.req.valid("param").org,
      today: argentinaDay(),
      callerId: c.var.user.id,
      status: q.status,
      open: q.open === "true",
      assigneeId: q.assignee_id,
      mine: q.mine === "true",
      due: q.due,
      lotId: q.lot_id,
      rodeoId: q.rodeo_id,
    });
    return c.json({ ok: true as const, tasks });
  })
  .post(...pathDoor("/:org", "org"), validate("param", orgParam), validate("json", taskCreateSchema), async (c) => {
    const task = await createTask(scopeOf(c), actorOf(c), c.req.valid("json"));
    return c.json({ ok: true as const, task }, 201);
  })
  .get(...pathDoor("/:org/:id", "org"), validate("param", taskParams), async (c) => {
    const task = await loadTask(scopeOf(c), c.req.valid("param").id);
    return c.json({ ok: true as const, task });
  })
  .put(
    ...pathDoor("/:org/:id", "org"),
    validate("param", taskParams),
    validate("json", taskUpdateSchema),
    async (c) => {
      const scope = scopeOf(c);
      const before = await loadTask(scope, c.req.valid("param").id);
      assertMayEditRecord("task", scope, before.created_by);
      const task = await updateTask(scope, actorOf(c), before, c.req.valid("json"));
      return c.json({ ok: true as const, task });
    },
  )
  .delete(...pathDoor("/:org/:id", "org"), validate("param", taskParams), async (c) => {
    const scope = scopeOf(c);
    const before = await loadTask(scope, c.req.valid("param").id);
    assertMayEditRecord("task", scope, before.created_by);
    await deleteTask(scope, before);
    return c.json({ ok: true as const });
  })
  .post(...pathDoor("/:org/:id/complete", "org"), validate("param", taskParams), async (c) => {
    const scope = scopeOf(c);
    const result = await completeTask(scope, await loadTask(scope, c.req.valid("param").id));
    return c.json({ ok: true as const, ...result });
  });
