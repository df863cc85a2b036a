// Exactly-once movement creates (docs/offline.md): a create carrying a client_id is recorded once per organization,
// whether it is repeated later (a retry after a lost response) or ten times at the same moment.
import { describe, expect, it } from "vitest";
import { api, db, type ApiResult } from "./fixtures";
import { createMovement } from "../../worker/areas/herd/movements/movements";
import type { Scope } from "../../worker/areas/organization/door";
import { movementBodySchemas } from "../../worker/shared/movement-schemas";
import {
  categoryIds,
  expectStockMatchesLog,
  ok,
  ranch,
  stockOf,
  storedMovements,
  type MovementResponse,
} from "./herd-helpers";

const CLIENT_ID = "7f1c2a8e-3b4d-4e5f-9a6b-0c1d2e3f4a5b";

describe("movement creates with a client_id", () => {
  it("records a repeat once: the second request answers the first movement with 200 and stock changes once", async () => {
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const body = { date: "2026-06-10", rodeo_id: cria, animals: [{ type: "Vaca", count: 3 }], client_id: CLIENT_ID };
    const first = await ok<MovementResponse>(api(`/movement/death/${org.id}`, { token: owner.token, body }), 201);
    expect(first.movement.client_id).toBe(CLIENT_ID);
    const again = await ok<MovementResponse>(api(`/movement/death/${org.id}`, { token: owner.token, body }), 200);
    expect(again.movement.id).toBe(first.movement.id);
    // The other path of the same kind is the same record too (load-* and the newer family share a handler).
    const birthBody = { ...body, client_id: "b1rth-0000-0001" };
    const birth = await ok<MovementResponse>(
      api(`/movement/birth/${org.id}`, { token: owner.token, body: birthBody }),
      201,
    );
    const viaOld = await ok<MovementResponse>(
      api(`/movement/load-birth/${org.id}`, { token: owner.token, body: birthBody }),
      200,
    );
    expect(viaOld.movement.id).toBe(birth.movement.id);
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(50);
    const log = await storedMovements(org.id);
    expect(log.filter((m) => m.client_id === CLIENT_ID)).toHaveLength(1);
  });

  it("ten identical requests at the same moment record one movement and change stock once", async () => {
    const { owner, user, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const body = { date: "2026-06-11", rodeo_id: cria, animals: [{ type: "Vaca", count: 4 }], client_id: CLIENT_ID };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api<MovementResponse>(`/movement/sell/${org.id}`, { token: i % 2 ? owner.token : user.token, body }),
      ),
    );
    const statuses = results.map((r: ApiResult<MovementResponse>) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    const ids = new Set(results.map((r) => r.body.movement.id));
    expect(ids.size).toBe(1);
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(46);
    expect((await storedMovements(org.id)).filter((m) => m.type === "SELL")).toHaveLength(1);
  });

  it("ten creates racing past the first check: the loser's whole batch rolls back and it answers the winner", async () => {
    // Called side by side in one isolate, both reads of the client id happen before either batch commits,
    // so this exercises the unique index and the rollback (the HTTP test above may be served one by one).
    const { owner, org, cria } = await ranch();
    const cats = await categoryIds(org.id, owner.token);
    const published: string[] = [];
    const scope: Scope = {
      db: db(),
      orgId: org.id,
      userId: owner.id,
      role: "owner",
      publish: async (m) => void published.push(...(typeof m === "function" ? m() : [m]).map((x) => x.action)),
    };
    const body = movementBodySchemas.SELL.parse({
      date: "2026-06-11",
      rodeo_id: cria,
      animals: [{ type: "Vaca", count: 5 }],
      client_id: CLIENT_ID,
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => createMovement(scope, "SELL", body)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.movement.id)).size).toBe(1);
    expect(published.filter((a) => a === "movement-created")).toHaveLength(1);
    const stock = await expectStockMatchesLog(org.id);
    expect(stockOf(stock, cria, cats.Vaca!)).toBe(45);
  });

  it("another organization may use the same client id: each records its own", async () => {
    const a = await ranch();
    const b = await ranch();
    const body = (rodeo: number) => ({
      date: "2026-06-12",
      rodeo_id: rodeo,
      animals: [{ type: "Toro", count: 1 }],
      client_id: CLIENT_ID,
    });
    const inA = await ok<MovementResponse>(
      api(`/movement/death/${a.org.id}`, { token: a.owner.token, body: body(a.cria) }),
      201,
    );
    const inB = await ok<MovementResponse>(
      api(`/movement/death/${b.org.id}`, { token: b.owner.token, body: body(b.cria) }),
      201,
    );
    expect(inB.movement.id).not.toBe(inA.movement.id);
    expect(inB.movement.organization_id).toBe(b.org.id);
    // An outsider repeating A's client id in A's path is refused by the door, learning nothing.
    const outsider = await api(`/movement/death/${a.org.id}`, { token: b.owner.token, body: body(a.cria) });
    expect(outsider.status).toBe(403);
    expect(JSON.stringify(outsider.body)).not.toContain(String(inA.movement.id));
  });

  it("refuses a malformed client id, a client id reused for another kind, and edits leave it alone", async () => {
    const { owner, org, cria } = await ranch();
    const base = { date: "2026-06-13", rodeo_id: cria, animals: [{ type: "Vaca", count: 1 }] };
    for (const bad of ["short", "x".repeat(65), "no spaces allowed", "<script>", 12345678]) {
      const res = await api(`/movement/death/${org.id}`, { token: owner.token, body: { ...base, client_id: bad } });
      expect(res.status, String(bad)).toBe(400);
    }
    const death = await ok<MovementResponse>(
      api(`/movement/death/${org.id}`, { token: owner.token, body: { ...base, client_id: CLIENT_ID } }),
      201,
    );
    const reused = await api(`/movement/birth/${org.id}`, {
      token: owner.token,
      body: { ...base, client_id: CLIENT_ID },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe("CLIENT_ID_REUSED");
    const edited = await ok<MovementResponse>(
      api(`/movement/death/${org.id}/${death.movement.id}`, {
        method: "PUT",
        token: owner.token,
        body: { ...base, animals: [{ type: "Vaca", count: 2 }], client_id: "another-id-0001" },
      }),
    );
    expect(edited.movement.client_id).toBe(CLIENT_ID);
    expect(edited.movement.data).not.toHaveProperty("client_id");
    await expectStockMatchesLog(org.id);
  });
});
