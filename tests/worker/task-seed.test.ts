// The demo ranch's tasks load into D1 and the API serves them: some due today (the dashboard card), one
// overdue, some done, recurring ones, across the owner and the plain user.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedTasks } from "../../worker/scripts/seed/ranch-tasks";
import { SeedSql } from "../../worker/scripts/seed/sql";
import { argentinaDay } from "../../worker/shared/task-dates";
import type { Task } from "../../worker/shared/task-types";
import { api, makeTeam } from "./fixtures";
import { createLot, createRodeo } from "./herd-helpers";

describe("demo ranch tasks", () => {
  it("load and show on every tab", async () => {
    const { owner, user, org } = await makeTeam();
    const lots = [];
    for (let i = 0; i < 8; i++) lots.push(await createLot(owner.token, org.id, `Lote ${i}`));
    const rodeo = await createRodeo(owner.token, org.id, { name: "Cría" });
    const max = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS m FROM tasks`).first<{ m: number }>();
    const sql = new SeedSql({ tasks: max!.m });
    const rodeos = { cria: rodeo, vaquillonas: rodeo, recria: rodeo, invernada: rodeo, destete: rodeo, toros: rodeo };
    seedTasks((table, row) => sql.insert(table, row), {
      organizationId: org.id,
      ownerId: owner.id,
      userId: user.id,
      today: argentinaDay(),
      lots,
      rodeos,
    });
    await env.DB.batch(sql.statements.map((s) => env.DB.prepare(s)));

    const list = async (query: string, token = owner.token) =>
      (await api<{ tasks: Task[] }>(`/task/${org.id}${query}`, { token })).body.tasks;
    expect((await list("?due=today&open=true")).length).toBeGreaterThanOrEqual(3);
    expect(await list("?due=overdue")).toHaveLength(1);
    expect((await list("?status=hecha")).length).toBeGreaterThanOrEqual(2);
    const all = await list("");
    expect(all.filter((t) => t.recurrence !== "none").length).toBeGreaterThanOrEqual(3);
    expect(all.some((t) => t.previous_id !== null)).toBe(true);
    expect((await list("?mine=true", user.token)).length).toBeGreaterThanOrEqual(4);
    expect((await list("?mine=true")).length).toBeGreaterThanOrEqual(2);
  });
});
