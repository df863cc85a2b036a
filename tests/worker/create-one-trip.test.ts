// A create in one round trip (docs/performance.md, "Writes"): the next create on the same references builds
// its batch from the context the last one read back, and the batch's first statement checks that copy
// against the database. Whatever changed in between (another isolate's write, the membership, the session)
// fails that check, writes nothing, and the create is decided afresh on what the database holds.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "./fixtures";
import { expectStockMatchesLog, ranch, storedMovements, storedStock, stockOf, categoryIds } from "./herd-helpers";

const trips = (res: { headers: Headers }) => Number(res.headers.get("x-db-round-trips"));
const statements = (res: { headers: Headers }) => Number(res.headers.get("x-db-queries"));

type Ranch = Awaited<ReturnType<typeof ranch>>;

const buy = (r: Ranch, token: string, count: number, extra: Record<string, unknown> = {}) =>
  api(`/movement/purchase/${r.org.id}`, {
    token,
    body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count }], ...extra },
  });

/** Another isolate's write: a count changes behind this isolate's copy. */
const addBehind = (rodeoId: number, categoryId: number, count: number) =>
  env.DB.prepare("UPDATE rodeo_stock SET count = count + ? WHERE rodeo_id = ? AND category_id = ?")
    .bind(count, rodeoId, categoryId)
    .run();

describe("a create in one round trip", () => {
  it("the second create on the same rodeo takes one round trip and four statements", async () => {
    const r = await ranch();
    expect((await buy(r, r.owner.token, 1)).status).toBe(201);
    for (const extra of [{}, { client_id: crypto.randomUUID() }, {}]) {
      const res = await buy(r, r.owner.token, 2, extra);
      expect(res.status).toBe(201);
      expect(trips(res)).toBe(1);
      expect(statements(res)).toBeLessThanOrEqual(4);
    }
    await expectStockMatchesLog(r.org.id);
  });

  it("a copy the database no longer matches writes nothing; the create is decided on the database", async () => {
    const r = await ranch();
    const vaca = (await categoryIds(r.org.id, r.owner.token)).Vaca!;
    expect((await buy(r, r.owner.token, 1)).status).toBe(201);
    await addBehind(r.cria, vaca, 5);
    const res = await buy(r, r.owner.token, 2);
    expect(res.status).toBe(201);
    // The guarded batch that failed, the fresh read, the batch.
    expect(trips(res)).toBe(3);
    expect(stockOf(await storedStock(r.org.id), r.cria, vaca)).toBe(50 + 1 + 5 + 2);
    expect((await storedMovements(r.org.id)).filter((m) => m.type === "BUY")).toHaveLength(2);
    // Read afresh, the copy is current again.
    expect(trips(await buy(r, r.owner.token, 1))).toBe(1);
  });

  it("a member removed behind the copy gets 403 and writes nothing", async () => {
    const r = await ranch();
    expect((await buy(r, r.user.token, 1)).status).toBe(201);
    await env.DB.prepare("DELETE FROM user_organizations WHERE user_id = ? AND organization_id = ?")
      .bind(r.user.id, r.org.id)
      .run();
    const before = await storedMovements(r.org.id);
    const res = await buy(r, r.user.token, 1);
    expect(res.status).toBe(403);
    expect(await storedMovements(r.org.id)).toEqual(before);
  });

  it("a session logged out behind the copy gets 401 and writes nothing", async () => {
    const r = await ranch();
    expect((await buy(r, r.owner.token, 1)).status).toBe(201);
    expect((await api("/auth/log-out", { token: r.owner.token, body: {} })).status).toBeLessThan(300);
    const before = await storedMovements(r.org.id);
    const res = await buy(r, r.owner.token, 1);
    expect(res.status).toBe(401);
    expect(await storedMovements(r.org.id)).toEqual(before);
  });

  it("two creates at once from the same copy are both recorded, and the stock is the log's replay", async () => {
    const r = await ranch();
    const vaca = (await categoryIds(r.org.id, r.owner.token)).Vaca!;
    expect((await buy(r, r.owner.token, 1)).status).toBe(201);
    const both = await Promise.all([buy(r, r.owner.token, 3), buy(r, r.owner.token, 4)]);
    expect(both.map((res) => res.status)).toEqual([201, 201]);
    expect(stockOf(await storedStock(r.org.id), r.cria, vaca)).toBe(50 + 1 + 3 + 4);
    await expectStockMatchesLog(r.org.id);
  });

  it("a sale the copy would allow is refused when the database says otherwise (stock sold behind it)", async () => {
    const r = await ranch();
    const vaca = (await categoryIds(r.org.id, r.owner.token)).Vaca!;
    const sell = (count: number) =>
      api(`/movement/sell/${r.org.id}`, {
        token: r.owner.token,
        body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count }] },
      });
    expect((await sell(1)).status).toBe(201);
    await addBehind(r.cria, vaca, -40);
    const before = await storedMovements(r.org.id);
    const res = await sell(20);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("INSUFFICIENT_STOCK");
    expect(await storedMovements(r.org.id)).toEqual(before);
  });
});
