// GET /api/lot/{org}/map-figures (docs/map.md): per lot, the last day a rodeo grazed it (today while one is in
// it, else the day the last one left: moved away or deleted there; null if never) and the rain recorded in it
// over the last 30 days (edits and deletes of rain counted, rain without a lot apart); read right after each
// write, by any member, not by an outsider; a bad id is a Spanish 400; session, membership and ONE statement,
// each departure a seek in its index (the query plan says so).
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { movements } from "../../worker/db/schema";
import { mapFiguresSql } from "../../worker/areas/herd/lots/map-figures";
import type { LotMapFigures, MapFigures } from "../../worker/shared/lot-figures";
import { addDays, argentinaDay } from "../../worker/shared/task-dates";
import { api, db, makeTeam } from "./fixtures";
import { createLot, createRodeo, ok } from "./herd-helpers";
import { remove, write, type MovementBody } from "./supply-helpers";

const figures = (token: string, orgId: number | string) => api<MapFigures>(`/lot/${orgId}/map-figures`, { token });
const statements = (res: { headers: Headers }) => Number(res.headers.get("x-db-queries"));

async function byLot(token: string, orgId: number): Promise<Map<number, LotMapFigures>> {
  const res = await figures(token, orgId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(statements(res)).toBe(3);
  return new Map(res.body.lots.map((l) => [l.lot_id, l]));
}

const moveRodeo = (token: string, orgId: number, rodeoId: number, lotId: number | null) =>
  ok(api(`/rodeo/${orgId}/${rodeoId}`, { method: "PUT", token, body: { lot_id: lotId } }));

/** Back-dates the organization's lot changes out of `lotId` (the API dates them today). */
async function backdateDepartures(orgId: number, lotId: number, day: string) {
  const rows = await db()
    .select()
    .from(movements)
    .where(and(eq(movements.organization_id, orgId), eq(movements.type, "TRANSFER")));
  for (const row of rows.filter((r) => (r.data as { from_lot_id?: number }).from_lot_id === lotId)) {
    await db()
      .update(movements)
      .set({ date: `${day}T00:00:00.000Z` })
      .where(eq(movements.id, row.id));
  }
}

describe("the days since a lot was grazed", () => {
  it("is today while a rodeo is in it, the day it left after, and null for a lot never grazed", async () => {
    const { owner, user, org } = await makeTeam();
    const today = argentinaDay();
    const [north, south, east, never] = await Promise.all(
      ["Norte", "Sur", "Este", "Virgen"].map((name) => createLot(owner.token, org.id, name)),
    );
    const cria = await createRodeo(owner.token, org.id, {
      name: "Cría",
      lot_id: north!,
      animals: [{ type: "Vaca", count: 40 }],
    });
    let seen = await byLot(user.token, org.id);
    expect(seen.get(north!)).toEqual({ lot_id: north, last_grazed: today, grazing_now: true, rain_mm_30d: 0 });
    expect(seen.get(never!)).toEqual({ lot_id: never, last_grazed: null, grazing_now: false, rain_mm_30d: 0 });

    // North → South: North was grazed until today, South is grazed now.
    await moveRodeo(owner.token, org.id, cria, south!);
    seen = await byLot(user.token, org.id);
    expect(seen.get(north!)).toMatchObject({ last_grazed: today, grazing_now: false });
    expect(seen.get(south!)).toMatchObject({ last_grazed: today, grazing_now: true });

    // The log says when: a departure 45 days ago reads as that day.
    await backdateDepartures(org.id, north!, addDays(today, -45));
    expect((await byLot(user.token, org.id)).get(north!)?.last_grazed).toBe(addDays(today, -45));

    // South → East → South later: East's departure is the latest entry, South grazed again now.
    await moveRodeo(owner.token, org.id, cria, east!);
    await backdateDepartures(org.id, east!, addDays(today, -3));
    await moveRodeo(owner.token, org.id, cria, null);
    seen = await byLot(user.token, org.id);
    expect(seen.get(south!)).toMatchObject({ last_grazed: today, grazing_now: false });
    expect(seen.get(east!)).toMatchObject({ last_grazed: today, grazing_now: false });
    expect(seen.get(north!)?.last_grazed).toBe(addDays(today, -45));

    // A rodeo deleted while in a lot leaves it that day; a deleted movement of another kind changes nothing.
    const empty = await createRodeo(owner.token, org.id, { name: "Vacío", lot_id: never! });
    expect((await byLot(user.token, org.id)).get(never!)).toMatchObject({ last_grazed: today, grazing_now: true });
    await ok(api(`/rodeo/${org.id}/${empty}`, { method: "DELETE", token: owner.token }));
    await db()
      .update(movements)
      .set({ date: `${addDays(today, -10)}T00:00:00.000Z` })
      .where(and(eq(movements.organization_id, org.id), eq(movements.type, "DELETE_RODEO")));
    expect((await byLot(user.token, org.id)).get(never!)).toMatchObject({
      last_grazed: addDays(today, -10),
      grazing_now: false,
    });
    // A soft-deleted departure (a repair by hand) no longer counts.
    await db()
      .update(movements)
      .set({ deleted: true })
      .where(and(eq(movements.organization_id, org.id), eq(movements.type, "DELETE_RODEO")));
    expect((await byLot(user.token, org.id)).get(never!)?.last_grazed).toBeNull();
  });

  it("a lot change cannot be deleted, so its day stays", async () => {
    const { owner, org } = await makeTeam();
    const [a, b] = [await createLot(owner.token, org.id, "A"), await createLot(owner.token, org.id, "B")];
    const rodeo = await createRodeo(owner.token, org.id, { lot_id: a });
    await moveRodeo(owner.token, org.id, rodeo, b);
    const [change] = await db()
      .select()
      .from(movements)
      .where(and(eq(movements.organization_id, org.id), eq(movements.type, "TRANSFER")));
    expect((await remove(owner.token, org.id, change!.id)).status).toBe(409);
    expect((await byLot(owner.token, org.id)).get(a)?.last_grazed).toBe(argentinaDay());
  });
});

describe("the rain of the last 30 days", () => {
  it("adds the live rain records naming the lot within the window, after edits and deletes", async () => {
    const { owner, user, org } = await makeTeam();
    const today = argentinaDay();
    const [wet, dry] = [await createLot(owner.token, org.id, "Bajo"), await createLot(owner.token, org.id, "Loma")];
    const rain = (mm: number, date: string, lot_id: number | null = wet) =>
      ok<MovementBody>(write(user.token, "weather/rain", org.id, { mm, date, lot_id }), 201);
    await rain(12, today);
    await rain(7.5, addDays(today, -29)); // the window's first day
    await rain(100, addDays(today, -30)); // the day before it
    await rain(50, addDays(today, 1)); // tomorrow: not yet
    await rain(20, addDays(today, -3), null); // the ranch's gauge
    const edited = await rain(3, addDays(today, -5));
    const deleted = await rain(40, addDays(today, -2));
    const answer = await ok<MapFigures>(figures(user.token, org.id));
    expect(answer.rain_from).toBe(addDays(today, -29));
    expect(answer.unplaced_rain_mm_30d).toBe(20);
    expect(answer.lots.find((l) => l.lot_id === wet)?.rain_mm_30d).toBe(62.5);

    // Edited to 8 mm in the other lot, the 40 mm deleted: each lot's sum follows the log.
    await ok(write(user.token, "weather/rain", org.id, { mm: 8, lot_id: dry, date: today }, edited.movement.id));
    await ok(remove(user.token, org.id, deleted.movement.id));
    const seen = await byLot(user.token, org.id);
    expect(seen.get(wet)?.rain_mm_30d).toBe(19.5);
    expect(seen.get(dry)?.rain_mm_30d).toBe(8);
  });
});

describe("who reads, and the cost", () => {
  it("any member reads; an outsider is refused; a bad id is a Spanish 400; other ranches' lots never show", async () => {
    const { owner, admin, user, outsider, org, otherOrg } = await makeTeam();
    const mine = await createLot(owner.token, org.id, "Mío");
    const theirs = await createLot(outsider.token, otherOrg.id, "Ajeno");
    for (const member of [owner, admin, user]) {
      expect((await figures(member.token, org.id)).body.lots.map((l) => l.lot_id)).toEqual([mine]);
    }
    const refused = await figures(outsider.token, org.id);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain("Mío");
    expect((await figures(user.token, otherOrg.id)).status).toBe(403);
    expect((await figures(outsider.token, otherOrg.id)).body.lots.map((l) => l.lot_id)).toEqual([theirs]);
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      const res = await figures(owner.token, bad);
      expect(res.status, bad).toBe(400);
      expect((res.body as unknown as { message: string }).message, bad).toMatch(/inválido/);
    }
    expect((await api(`/lot/${org.id}/map-figures`)).status).toBe(401);
  });

  it("seeks each lot's last departure in its index and the rain in the window's range", async () => {
    const today = argentinaDay();
    const query = new SQLiteAsyncDialect().sqlToQuery(mapFiguresSql(1, addDays(today, -29), today));
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const plan = results.map((r) => r.detail).join("\n");
    expect(plan).toMatch(/movements_lot_left_idx \(organization_id=\? AND <expr>=\?\)/);
    expect(plan).toMatch(/movements_org_type_idx \(organization_id=\? AND type=\? AND date>\? AND date<\?\)/);
    expect(plan).toMatch(/rodeos_lot_idx \(lot_id=\?\)/);
    expect(plan).not.toMatch(/SCAN m\b/);
  });
});
