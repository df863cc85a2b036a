// The consumption report and the withdrawals card (GET /api/asset/{org}/consumption, /withdrawals): figures
// on a small hand-computed history (by supply, cost at the day's unit cost, cost per head from the replayed
// heads), who may read them, bad month ranges, and their statement counts. Random histories against the
// log's own replay: consumption-aggregates.test.ts.
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { assets, movements } from "../../worker/db/schema";
import { addCalendarDays } from "../../worker/shared/clearance";
import { today as todayIso } from "../../worker/areas/herd/movements/herd-log";
import type { ConsumptionReport, RodeoUnderWithdrawal } from "../../worker/shared/supply-types";
import { api, db, makeTeam } from "./fixtures";
import { createLot, ok } from "./herd-helpers";
import { insertSupply, remove, write } from "./supply-helpers";

type Report = ConsumptionReport & { ok: boolean };
const report = (token: string, orgId: number, query = "") =>
  api<Report>(`/asset/${orgId}/consumption${query}`, { token });

async function rodeo(token: string, orgId: number, name: string, lot_id: number | null, type: string, count: number) {
  const body = await ok<{ rodeo: { id: number } }>(
    api(`/rodeo/${orgId}`, {
      method: "POST",
      token,
      body: { name, lot_id, date: "2025-12-01", animals: [{ type, count }] },
    }),
    201,
  );
  return body.rodeo.id;
}

/**
 * Dec 2025: Cría (100 Vaca) and Recría (25 Novillito) in one lot, Engorde (10 Novillo) in none.
 * Jan 10: 1000 kg maíz to Cría at $100. Then maíz costs $150.
 * Jan 16: 50 Vaca of Cría sold. Jan 20: 300 kg maíz fed in the lot ($45.000, shared by head: Cría 50, Recría 25).
 * Feb 5: Cría treated with 100 ml ivermectina at $20. Feb 10: 100 kg maíz to Engorde, stored without its
 * cost (an older entry: the current $150). Feb 12: 500 kg to Cría, deleted. Mar 1: 10 kg (out of range).
 * Today Engorde moves into the lot: the January lot feeding was not its.
 */
async function history() {
  const team = await makeTeam();
  const { owner, org } = team;
  const t = owner.token;
  const lot = await createLot(t, org.id);
  const cria = await rodeo(t, org.id, "Cría", lot, "Vaca", 100);
  const recria = await rodeo(t, org.id, "Recría", lot, "Novillito", 25);
  const engorde = await rodeo(t, org.id, "Engorde", null, "Novillo", 10);
  const maiz = await insertSupply(org.id, "Maíz", "alimento", "kg");
  const iver = await insertSupply(org.id, "Ivermectina", "medicamento", "ml");
  await db().update(assets).set({ unit_cost: 100 }).where(eq(assets.id, maiz));
  await db().update(assets).set({ unit_cost: 20 }).where(eq(assets.id, iver));
  const created = async (p: Promise<{ status: number; body: { movement: { id: number } } }>) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.movement.id;
  };
  await created(
    write(t, "load-asset", org.id, {
      date: "2025-12-15",
      items: [
        { asset_id: maiz, quantity: 10000 },
        { asset_id: iver, quantity: 1000 },
      ],
    }),
  );
  await created(
    write(t, "asset-consumption", org.id, { date: "2026-01-10", asset_id: maiz, quantity: 1000, rodeo_id: cria }),
  );
  await db().update(assets).set({ unit_cost: 150 }).where(eq(assets.id, maiz));
  await created(
    write(t, "sell", org.id, { date: "2026-01-16", rodeo_id: cria, animals: [{ type: "Vaca", count: 50 }] }),
  );
  await created(
    write(t, "asset-consumption", org.id, { date: "2026-01-20", asset_id: maiz, quantity: 300, lot_id: lot }),
  );
  await created(
    write(t, "treatment", org.id, {
      date: "2026-02-05",
      rodeo_id: cria,
      product: "Ivermectina",
      asset_id: iver,
      asset_quantity: 100,
    }),
  );
  const old = await created(
    write(t, "asset-consumption", org.id, { date: "2026-02-10", asset_id: maiz, quantity: 100, rodeo_id: engorde }),
  );
  await db()
    .update(movements)
    .set({ data: sql`json_remove(${movements.data}, '$.unit_cost')` })
    .where(eq(movements.id, old));
  const gone = await created(
    write(t, "asset-consumption", org.id, { date: "2026-02-12", asset_id: maiz, quantity: 500, rodeo_id: cria }),
  );
  expect((await remove(t, org.id, gone)).status).toBe(200);
  await created(
    write(t, "asset-consumption", org.id, { date: "2026-03-01", asset_id: maiz, quantity: 10, rodeo_id: cria }),
  );
  await ok(api(`/rodeo/${org.id}/${engorde}`, { method: "PUT", token: t, body: { lot_id: lot } }));
  return { ...team, lot, cria, recria, engorde, maiz, iver };
}

describe("consumption report", () => {
  it("adds up a hand-computed history: by supply at the day's cost, and cost per head from the replayed heads", async () => {
    const h = await history();
    const res = await report(h.user.token, h.org.id, "?from=2026-01&to=2026-02");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.from).toBe("2026-01");
    expect(res.body.to).toBe("2026-02");
    expect(res.body.by_supply).toEqual([
      { month: "2026-01", asset_id: h.maiz, name: "Maíz", unit: "kg", quantity: 1300, cost: 145000 },
      { month: "2026-02", asset_id: h.maiz, name: "Maíz", unit: "kg", quantity: 100, cost: 15000 },
      { month: "2026-02", asset_id: h.iver, name: "Ivermectina", unit: "ml", quantity: 100, cost: 2000 },
    ]);
    const row = (
      month: string,
      rodeo_id: number,
      rodeo: string,
      cost: number,
      average_head: number,
      cost_per_head: number,
    ) => ({ month, rodeo_id, rodeo, cost, average_head, cost_per_head });
    expect(res.body.by_rodeo).toEqual([
      // Cría: 100 head Jan 1–15, 50 from the 16th: 2300 head-days / 31 = 74.19; 100.000 + 45.000 × 50/75.
      row("2026-01", h.cria, "Cría", 130000, 74.19, 1752.17),
      row("2026-01", h.engorde, "Engorde", 0, 10, 0),
      row("2026-01", h.recria, "Recría", 15000, 25, 600),
      row("2026-02", h.cria, "Cría", 2000, 50, 40),
      row("2026-02", h.engorde, "Engorde", 15000, 10, 1500),
      row("2026-02", h.recria, "Recría", 0, 25, 0),
    ]);
  });

  it("defaults to the last 12 months; a rodeo that had no animals has no cost per head", async () => {
    const h = await history();
    const res = await report(h.owner.token, h.org.id);
    expect(res.status).toBe(200);
    const month = todayIso().slice(0, 7);
    expect(res.body.to).toBe(month);
    const [y, m] = month.split("-").map(Number) as [number, number];
    const from = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 7);
    expect(res.body.from).toBe(from);
    // A month before the rodeos existed: cost recorded, no head.
    const early = await write(h.owner.token, "asset-consumption", h.org.id, {
      date: "2025-11-10",
      asset_id: h.maiz,
      quantity: 1,
      rodeo_id: h.cria,
    });
    expect(early.status).toBe(201);
    const nov = await ok<Report>(report(h.owner.token, h.org.id, "?from=2025-11&to=2025-11"));
    expect(nov.by_rodeo).toEqual([
      { month: "2025-11", rodeo_id: h.cria, rodeo: "Cría", cost: 150, average_head: 0, cost_per_head: null },
    ]);
  });

  it("refuses bad months, from after to and more than 36 months (400, in Spanish)", async () => {
    const { owner, org } = await makeTeam();
    const cases: Array<[string, string]> = [
      ["?from=2026-13", "Mes inicial inválido: usá AAAA-MM"],
      ["?to=2026-00", "Mes final inválido: usá AAAA-MM"],
      ["?from=2026-1", "Mes inválido: usá AAAA-MM"],
      ["?from=enero", "Mes inválido: usá AAAA-MM"],
      ["?from=2026-05&to=2026-04", "El mes inicial no puede ser posterior al mes final"],
      ["?from=2023-01&to=2025-12", ""],
      ["?from=2023-01&to=2026-01", "El período no puede superar los 36 meses"],
    ];
    for (const [query, message] of cases) {
      const res = await report(owner.token, org.id, query);
      if (!message) {
        expect(res.status, query).toBe(200);
        continue;
      }
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect(
        res.body.issues?.map((i) => i.message),
        query,
      ).toContain(message);
    }
  });

  it("any member reads it; outsiders and strangers get nothing", async () => {
    const h = await history();
    for (const who of [h.owner, h.admin, h.user]) {
      expect((await report(who.token, h.org.id, "?from=2026-01&to=2026-02")).status).toBe(200);
      expect((await api(`/asset/${h.org.id}/withdrawals`, { token: who.token })).status).toBe(200);
    }
    for (const path of ["consumption", "withdrawals"]) {
      const res = await api(`/asset/${h.org.id}/${path}`, { token: h.outsider.token });
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty("by_supply");
      expect(res.body).not.toHaveProperty("rodeos");
      expect((await api(`/asset/${h.org.id}/${path}`)).status).toBe(401);
      expect((await api(`/asset/abc/${path}`, { token: h.owner.token })).status).toBe(400);
    }
    // The outsider's own organization shows none of this one's figures.
    const own = await ok<Report>(report(h.outsider.token, h.otherOrg.id, "?from=2026-01&to=2026-02"));
    expect(own.by_supply).toEqual([]);
    expect(own.by_rodeo).toEqual([]);
  });

  it("costs one statement whatever the history (the session and the membership read with the aggregates)", async () => {
    const small = await makeTeam();
    const empty = await report(small.owner.token, small.org.id);
    const h = await history();
    const full = await report(h.owner.token, h.org.id, "?from=2026-01&to=2026-02");
    expect(Number(empty.headers.get("x-db-queries"))).toBe(1);
    expect(Number(full.headers.get("x-db-queries"))).toBe(1);
  });

  it("a session logged out gets 401 (a bad id or range too); an outsider 403; a bad id 400", async () => {
    const h = await history();
    const code = async (token: string, org: number | string, query = "") => {
      const res = await api(`/asset/${org}/consumption${query}`, { token });
      return `${res.status} ${String(res.body.code)}`;
    };
    expect(await code(h.outsider.token, h.org.id)).toBe("403 NOT_A_MEMBER");
    expect(await code(h.outsider.token, h.org.id, "?from=nunca")).toBe("403 NOT_A_MEMBER");
    expect(await code(h.owner.token, "abc")).toBe("400 INVALID_ID");
    expect((await api("/auth/log-out", { method: "POST", token: h.user.token })).status).toBe(200);
    for (const [org, query] of [
      [h.org.id, ""],
      [h.org.id, "?from=nunca"],
      ["abc", ""],
      [h.otherOrg.id, ""],
    ] as const) {
      expect(await code(h.user.token, org, query), `${org}${query}`).toBe("401 INVALID_TOKEN");
    }
  });
});

describe("rodeos under withdrawal", () => {
  const day = (offset: number) => addCalendarDays(todayIso().slice(0, 10), offset);

  it("lists live rodeos with a clearance day today or later, soonest first, in one statement", async () => {
    const h = await history();
    const t = h.owner.token;
    const treat = (rodeo_id: number, date: string, withdrawal_days: number) =>
      write(t, "treatment", h.org.id, { date, rodeo_id, product: "Ivermectina", withdrawal_days });
    await treat(h.cria, day(-10), 35);
    await treat(h.cria, day(-3), 40);
    await treat(h.recria, day(-5), 7);
    await treat(h.engorde, day(-30), 7);
    const expired = await treat(h.engorde, day(-2), 10);
    expect(expired.status).toBe(201);
    expect((await remove(t, h.org.id, expired.body.movement.id)).status).toBe(200);
    const res = await api<{ rodeos: RodeoUnderWithdrawal[] }>(`/asset/${h.org.id}/withdrawals`, {
      token: h.user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.rodeos).toEqual([
      { rodeo_id: h.recria, rodeo: "Recría", withdrawal_until: day(2) },
      { rodeo_id: h.cria, rodeo: "Cría", withdrawal_until: day(37) },
    ]);
    expect(Number(res.headers.get("x-db-queries"))).toBe(3);
    // Another organization's card is empty.
    const other = await ok<{ rodeos: RodeoUnderWithdrawal[] }>(
      api(`/asset/${h.otherOrg.id}/withdrawals`, { token: h.outsider.token }),
    );
    expect(other.rodeos).toEqual([]);
  });
});
