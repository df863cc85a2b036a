// The movement list (filters, cursor pages, last 10, by id, per rodeo) within the read budget, and the
// live messages a stock-changing movement sends.
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { listConditions, MOVEMENT_ORDER } from "../../worker/areas/herd/movements/movement-list";
import { movements } from "../../worker/db/schema";
import type { Movement, MovementPage, Rodeo } from "../../worker/shared/herd-types";
import { api } from "./fixtures";
import { ok, ranch, storedMovements, type MovementResponse } from "./herd-helpers";
import { openSocket, waitFor } from "./live-helpers";
import { newTags, tagAnimals } from "./animal-helpers";

describe("movement list", () => {
  it("filters by type, rodeo, lot and dates; cursor pages; last 10; by id; all within the read budget", async () => {
    const { owner, org, cria, recria, lotId } = await ranch();
    for (let i = 1; i <= 12; i++) {
      const day = String(i).padStart(2, "0");
      await ok(
        api(`/movement/weighing/${org.id}`, {
          token: owner.token,
          body: { date: `2026-01-${day}`, rodeo_id: i % 2 ? cria : recria, mean_weight: 300 + i },
        }),
        201,
      );
    }
    await ok(
      api(`/movement/weather/rain/${org.id}`, {
        token: owner.token,
        body: { date: "2026-02-01", mm: 20, lot_id: lotId },
      }),
      201,
    );

    const first = await api<MovementPage>(`/movement/all/${org.id}?limit=5`, { token: owner.token });
    expect(Number(first.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    expect(first.body.movements).toHaveLength(5);
    const dates = first.body.movements.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const seen = new Set<number>();
    let cursor: string | null = null;
    do {
      const page: MovementPage = await ok<MovementPage>(
        api(`/movement/all/${org.id}?limit=4${cursor ? `&cursor=${cursor}` : ""}`, { token: owner.token }),
      );
      for (const m of page.movements) {
        expect(seen.has(m.id)).toBe(false);
        seen.add(m.id);
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.size).toBe((await storedMovements(org.id)).length);

    const weighings = await ok<MovementPage>(
      api(`/movement/all/${org.id}?type=WEIGHING&rodeo_id=${cria}&from=2026-01-03&to=2026-01-09`, {
        token: owner.token,
      }),
    );
    expect(weighings.movements.map((m) => m.date.slice(0, 10))).toEqual([
      "2026-01-09",
      "2026-01-07",
      "2026-01-05",
      "2026-01-03",
    ]);
    const byLot = await ok<MovementPage>(
      api(`/movement/all/${org.id}?lot_id=${lotId}&type=RAIN`, { token: owner.token }),
    );
    expect(byLot.movements).toHaveLength(1);

    const last = await api<{ movements: Movement[] }>(`/movement/last-10/${org.id}`, { token: owner.token });
    expect(last.body.movements).toHaveLength(10);
    expect(Number(last.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    const one = await api<{ movement: Movement }>(`/movement/${last.body.movements[0]!.id}`, { token: owner.token });
    expect(one.body.movement).toEqual(last.body.movements[0]);
    expect(Number(one.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
    const rodeoPage = await api<MovementPage>(`/movement/rodeo/${org.id}/${recria}`, { token: owner.token });
    expect(rodeoPage.body.movements.every((m) => m.rodeoId === recria)).toBe(true);
    expect(Number(rodeoPage.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
  });
});

describe("a lot's log", () => {
  it("is read from the lot's index, newest first, never by scanning the organization's log", async () => {
    const query = drizzle(env.DB)
      .select()
      .from(movements)
      .where(listConditions(1, { lot_id: 3, limit: 3 }))
      .orderBy(...MOVEMENT_ORDER)
      .limit(4)
      .toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join("\n");
    expect(plan).toMatch(/movements_lot_idx \(organization_id=\? AND lot_id=\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN movements\b/);
  });
});

describe("live messages", () => {
  it("a stock-changing movement announces itself and the new stock of its lots and rodeos", async () => {
    const { owner, org, cria, lotId } = await ranch();
    const { socket } = await openSocket(org.id, owner.token);
    expect(socket).toBeDefined();
    const res = await ok<MovementResponse>(
      api(`/movement/sell/${org.id}`, {
        token: owner.token,
        body: { date: "2026-06-01", rodeo_id: cria, animals: [{ type: "Vaca", count: 5 }] },
      }),
      201,
    );
    await waitFor(() => socket!.messages.some((m) => m.action === "rodeo-updated"), 2000, "rodeo-updated");
    const created = socket!.messages.find((m) => m.action === "movement-created");
    expect(created).toMatchObject({ movement: { id: res.movement.id, type: "SELL" } });
    const counts = socket!.messages.find((m) => m.action === "animal-count-changed") as unknown as {
      lots: Array<{ id: number; total: number }>;
    };
    expect(counts.lots).toMatchObject([{ id: lotId, total: 77 }]);
    const rodeo = socket!.messages.find((m) => m.action === "rodeo-updated") as unknown as { rodeo: Rodeo };
    expect(rodeo.rodeo).toMatchObject({ id: cria, total: 47 });
    socket!.ws.close();
  });

  it("lists a session without its animal by animal lists; the record's own read has them", async () => {
    const { owner, org, cria } = await ranch();
    const tags = newTags(3);
    const tagging = await tagAnimals(owner.token, org.id, cria, tags);
    const weighing = await ok<MovementResponse>(
      api(`/animal/${org.id}/weighing`, {
        token: owner.token,
        body: { date: "2026-07-01", rodeo_id: cria, weights: tags.map((tag, i) => ({ tag, kg: 400 + i })) },
      }),
      201,
    );
    const byId = (list: Movement[], id: number) => list.find((m) => m.id === id)!;
    const page = await ok<MovementPage>(api(`/movement/all/${org.id}`, { token: owner.token }));
    const last = await ok<{ movements: Movement[] }>(api(`/movement/last-10/${org.id}`, { token: owner.token }));
    const rodeoPage = await ok<MovementPage>(api(`/movement/rodeo/${org.id}/${cria}`, { token: owner.token }));
    for (const list of [page.movements, last.movements, rodeoPage.movements]) {
      const listedTagging = byId(list, tagging.movement.id).data as Record<string, unknown>;
      expect(listedTagging.tagged).toBeUndefined();
      expect(byId(list, tagging.movement.id).animals.reduce((n, a) => n + a.count, 0)).toBe(3);
      const listedWeighing = byId(list, weighing.movement.id).data as Record<string, unknown>;
      expect(listedWeighing.weights).toBeUndefined();
      expect(listedWeighing).toMatchObject({ animals_weighed: 3, mean_weight: 401 });
    }
    const whole = await ok<{ movement: Movement }>(api(`/movement/${tagging.movement.id}`, { token: owner.token }));
    expect((whole.movement.data as { tagged: Array<{ tag: string }> }).tagged.map((a) => a.tag)).toEqual(tags);
    const weights = await ok<{ movement: Movement }>(api(`/movement/${weighing.movement.id}`, { token: owner.token }));
    expect((weights.movement.data as { weights: unknown[] }).weights).toHaveLength(3);
  });
});
