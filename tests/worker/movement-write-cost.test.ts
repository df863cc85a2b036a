// A movement create costs four statements whatever the log (the context with the caller's session, role
// and a repeated client id, or the guard of a kept copy of it; the movement; the stock; the read-back of what
// the live messages carry), and its live messages equal what the reads answer. The session and the membership read late
// still refuse a gone session (401) and outsiders (403) first, whatever the body.
import { describe, expect, it } from "vitest";
import type { Lot, Rodeo } from "../../worker/shared/herd-types";
import { api } from "./fixtures";
import { ranch } from "./herd-helpers";
import { openSocket, waitFor } from "./live-helpers";

const statements = (res: { headers: Headers }) => Number(res.headers.get("x-db-queries"));

describe("movement create cost", () => {
  it("a purchase, a sale, a death and a weighing cost at most four statements, with or without a client id", async () => {
    const r = await ranch();
    const t = r.owner.token;
    const bodies: Array<[string, Record<string, unknown>]> = [
      ["purchase", { rodeo_id: r.cria, animals: [{ type: "Vaca", count: 3 }] }],
      ["sell", { rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }] }],
      ["death", { rodeo_id: r.recria, animals: [{ type: "Novillito", count: 1 }] }],
      ["weighing", { rodeo_id: r.recria, mean_weight: 320, animals_weighed: 29 }],
      ["rodeo/move", { rodeo_id: r.cria, to_rodeo_id: r.recria, animals: [{ type: "Vaca", count: 2 }] }],
    ];
    for (const [path, body] of bodies) {
      for (const client_id of [undefined, crypto.randomUUID()]) {
        const res = await api(`/movement/${path}/${r.org.id}`, {
          token: t,
          body: { date: "2026-06-01", ...body, ...(client_id ? { client_id } : {}) },
        });
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
        expect(statements(res), path).toBeLessThanOrEqual(4);
        if (!client_id) continue;
        const again = await api(`/movement/${path}/${r.org.id}`, {
          token: t,
          body: { date: "2026-06-01", ...body, client_id },
        });
        expect(again.status).toBe(200);
        expect(statements(again), `${path} repeated`).toBe(1);
      }
    }
  });

  it("the live messages carry the lots and rodeos as their reads answer after the write", async () => {
    const r = await ranch();
    const { socket } = await openSocket(r.org.id, r.user.token);
    if (!socket) throw new Error("socket refused");
    const buy = await api(`/movement/purchase/${r.org.id}`, {
      token: r.owner.token,
      body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 7 }] },
    });
    expect(buy.status).toBe(201);
    const death = await api(`/movement/death/${r.org.id}`, {
      token: r.owner.token,
      body: { date: "2026-06-02", rodeo_id: r.recria, animals: [{ type: "Novillito", count: 2 }] },
    });
    expect(death.status).toBe(201);
    await waitFor(
      () => socket.messages.filter((m) => m.action === "rodeo-updated").length >= 2,
      2_000,
      "rodeo-updated",
    );
    const rodeos = socket.messages.flatMap((m) => (m.action === "rodeo-updated" ? [m.rodeo as Rodeo] : []));
    const lots = socket.messages.flatMap((m) => (m.action === "animal-count-changed" ? (m.lots as Lot[]) : []));
    const read = await api<{ rodeo: Rodeo }>(`/rodeo/${r.org.id}/${r.recria}`, { token: r.owner.token });
    expect(rodeos.at(-1)).toEqual(read.body.rodeo);
    const info = await api<{ lots: Lot[] }>(`/lot/info/${r.org.id}`, { token: r.owner.token });
    expect(lots.at(-1)).toEqual(info.body.lots.find((l) => l.id === r.lotId));
    expect(lots.at(-1)!.deaths).toBeGreaterThanOrEqual(2);
    socket.ws.close();
  });

  it("a change of several counts (moves, recategorizations, new categories) sends each as it ends up", async () => {
    const r = await ranch();
    const { socket } = await openSocket(r.org.id, r.user.token);
    if (!socket) throw new Error("socket refused");
    const t = r.owner.token;
    const writes: Array<[string, Record<string, unknown>]> = [
      ["rodeo/move", { rodeo_id: r.cria, to_rodeo_id: r.recria, animals: [{ type: "Vaca", count: 5 }] }],
      ["recategorization", { rodeo_id: r.recria, from_category: "Novillito", to_category: "Novillo", count: 4 }],
      ["recategorization", { rodeo_id: r.cria, from_category: "Vaca", to_category: "Vaquillona", count: 3 }],
      [
        "purchase",
        {
          rodeo_id: r.cria,
          animals: [
            { type: "Ternero", count: 2 },
            { type: "Vaca", count: 1 },
          ],
        },
      ],
      // Both counts exist by now: the update path, rows in id order.
      ["rodeo/move", { rodeo_id: r.recria, to_rodeo_id: r.cria, animals: [{ type: "Vaca", count: 2 }] }],
      ["rodeo/move", { rodeo_id: r.cria, to_rodeo_id: r.recria, animals: [{ type: "Vaca", count: 1 }] }],
    ];
    for (const [path, body] of writes) {
      const before = socket.messages.length;
      const res = await api(`/movement/${path}/${r.org.id}`, { token: t, body: { date: "2026-06-01", ...body } });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
      await waitFor(() => socket.messages.slice(before).some((m) => m.action === "rodeo-updated"), 2_000, path);
      const sent = socket.messages
        .slice(before)
        .flatMap((m) => (m.action === "rodeo-updated" ? [m.rodeo as Rodeo] : []));
      for (const rodeo of sent) {
        const read = await api<{ rodeo: Rodeo }>(`/rodeo/${r.org.id}/${rodeo.id}`, { token: t });
        expect(rodeo, path).toEqual(read.body.rodeo);
      }
      const lots = socket.messages
        .slice(before)
        .flatMap((m) => (m.action === "animal-count-changed" ? (m.lots as Lot[]) : []));
      const info = await api<{ lots: Lot[] }>(`/lot/info/${r.org.id}`, { token: t });
      for (const lot of lots) expect(lot, path).toEqual(info.body.lots.find((l) => l.id === lot.id));
    }
    socket.ws.close();
  });

  it("an outsider gets 403 whatever the body; a malformed organization 400; a member's bad body 400", async () => {
    const r = await ranch();
    const good = { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }] };
    for (const body of [good, { date: "nunca" }, {}]) {
      const res = await api(`/movement/purchase/${r.org.id}`, { token: r.outsider.token, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).not.toHaveProperty("movement");
    }
    expect((await api(`/movement/purchase/abc`, { token: r.owner.token, body: good })).status).toBe(400);
    const bad = await api(`/movement/purchase/${r.org.id}`, { token: r.user.token, body: { date: "nunca" } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION_ERROR");
    expect((await api(`/movement/purchase/${r.org.id}`, { body: good })).status).toBe(401);
  });

  it("a session logged out gets 401 whatever the body or the organization id, and writes nothing", async () => {
    const r = await ranch();
    const good = { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }] };
    const before = await api<{ movements: unknown[] }>(`/movement/last-10/${r.org.id}`, { token: r.owner.token });
    expect((await api("/auth/log-out", { method: "POST", token: r.user.token })).status).toBe(200);
    for (const [org, body] of [
      [r.org.id, good],
      [r.org.id, { date: "nunca" }],
      ["abc", good],
      [r.otherOrg.id, good],
    ] as const) {
      const res = await api(`/movement/purchase/${org}`, { token: r.user.token, body });
      expect(res.status, `${org} ${JSON.stringify(body)}`).toBe(401);
      expect(res.body.code).toBe("INVALID_TOKEN");
    }
    const after = await api<{ movements: unknown[] }>(`/movement/last-10/${r.org.id}`, { token: r.owner.token });
    expect(after.body.movements).toEqual(before.body.movements);
  });
});
