// /api/asset (docs/supplies.md): the supply list with its filters, creating one (its initial quantity is an ASSET
// movement), loading several in one ASSET_BATCH, and a supply's detail (movements page and quantity curve).
// Every quantity stays equal to the replay of the log; bad input gets a Spanish 4xx and writes nothing.
import { describe, expect, it } from "vitest";
import type { Movement } from "../../worker/shared/herd-types";
import type { Supply, SupplyDetail } from "../../worker/shared/supply-types";
import { api, makeTeam } from "./fixtures";
import { storedMovements } from "./herd-helpers";
import { expectSuppliesMatchLog, quantityOf, remove, storedSupplies, write } from "./supply-helpers";

type Created = { asset: Supply; movement: Movement | null };
type Batch = { assets: Supply[]; movement: Movement };

const create = (token: string, body: Record<string, unknown>) =>
  api<Created>("/asset", { method: "POST", token, body });
const batch = (token: string, orgId: number, body: Record<string, unknown>) =>
  api<Batch>(`/asset/${orgId}/batch`, { method: "POST", token, body: { date: "2026-06-01", ...body } });
const list = (token: string, orgId: number, query = "") =>
  api<{ assets: Supply[] }>(`/asset/${orgId}${query}`, { token });
const detail = (token: string, id: number, query = "") => api<SupplyDetail>(`/asset/detail/${id}${query}`, { token });

describe("POST /asset", () => {
  it("creates a supply with its settings; an initial quantity is an ASSET movement", async () => {
    const { owner, org } = await makeTeam();
    const empty = await create(owner.token, { organization_id: org.id, name: "Sal mineral", unit: "kg" });
    expect(empty.status, JSON.stringify(empty.body)).toBe(201);
    expect(empty.body.movement).toBeNull();
    expect(empty.body.asset).toMatchObject({
      name: "Sal mineral",
      kind: "otro",
      unit: "kg",
      quantity: 0,
      unit_cost: 0,
      value: 0,
      minimum: 0,
      low: false,
      withdrawal_days: 0,
      last_movement_at: null,
    });

    const iver = await create(owner.token, {
      organization_id: org.id,
      name: "Ivermectina 1%",
      kind: "medicamento",
      unit: "ml",
      quantity: 500.25,
      unit_cost: 12.5,
      minimum: 600,
      withdrawal_days: 35,
      date: "2026-05-02",
    });
    expect(iver.status, JSON.stringify(iver.body)).toBe(201);
    const supply = iver.body.asset;
    expect(supply).toMatchObject({
      name: "Ivermectina 1%",
      kind: "medicamento",
      quantity: 500.25,
      unit_cost: 12.5,
      value: 6253.13,
      minimum: 600,
      low: true,
      withdrawal_days: 35,
      last_movement_at: "2026-05-02T00:00:00.000Z",
    });
    expect(iver.body.movement).toMatchObject({ type: "ASSET", data: { asset_id: supply.id, quantity: 500.25 } });
    expect((await storedSupplies(org.id)).get(supply.id)).toMatchObject({ minimum: 600, withdrawal_days: 35 });
    await expectSuppliesMatchLog(org.id);
  });

  it("refuses bad input with field issues and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const bodies = [
      { name: "Maíz", quantity: 0 },
      { name: "Maíz", quantity: -1 },
      { name: "Maíz", quantity: 1.0001 },
      { name: "Maíz", minimum: -1 },
      { name: "Maíz", minimum: 1.0001 },
      { name: "" },
      { name: "Maíz", kind: "semillas" },
      { name: "Maíz", withdrawal_days: 1.5 },
      { name: "Maíz", unit_cost: -3 },
    ];
    for (const body of bodies) {
      const res = await create(owner.token, { organization_id: org.id, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      expect(res.body.issues!.length).toBeGreaterThan(0);
    }
    const decimals = await create(owner.token, { organization_id: org.id, name: "Maíz", quantity: 1.0001 });
    expect(decimals.body.issues).toContainEqual({ path: "quantity", message: "Usá como máximo 3 decimales" });
    expect((await storedSupplies(org.id)).size).toBe(0);
    expect(await storedMovements(org.id)).toHaveLength(0);
  });

  it("is for owners and admins of the organization named in the body", async () => {
    const { admin, user, outsider, org } = await makeTeam();
    const body = { organization_id: org.id, name: "Gasoil", quantity: 10 };
    expect((await create(admin.token, body)).status).toBe(201);
    const plain = await create(user.token, body);
    expect(plain.status).toBe(403);
    const foreign = await create(outsider.token, body);
    expect(foreign.status).toBe(403);
    expect([...(await storedSupplies(org.id)).values()]).toHaveLength(1);
  });
});

describe("GET /asset/{org}", () => {
  it("lists live supplies by name with value, low flag and filters (kind, low, q)", async () => {
    const { owner, user, org } = await makeTeam();
    const t = owner.token;
    const org_id = org.id;
    await create(t, { organization_id: org_id, name: "Rollo de alfalfa", kind: "alimento", quantity: 10, minimum: 20 });
    await create(t, { organization_id: org_id, name: "gasoil", kind: "combustible", quantity: 100, unit_cost: 1.5 });
    await create(t, { organization_id: org_id, name: "Vacuna 100% aftosa", kind: "sanidad" });
    const all = await list(user.token, org_id);
    expect(all.status).toBe(200);
    expect(all.body.assets.map((a) => a.name)).toEqual(["gasoil", "Rollo de alfalfa", "Vacuna 100% aftosa"]);
    expect(all.body.assets[0]).toMatchObject({ value: 150, low: false });
    expect(all.body.assets[1]).toMatchObject({ low: true, quantity: 10, minimum: 20 });

    const names = async (query: string) => (await list(t, org_id, query)).body.assets.map((a) => a.name);
    expect(await names("?kind=combustible")).toEqual(["gasoil"]);
    expect(await names("?low=true")).toEqual(["Rollo de alfalfa"]);
    expect(await names("?q=ALFA")).toEqual(["Rollo de alfalfa"]);
    expect(await names("?q=100%25")).toEqual(["Vacuna 100% aftosa"]);
    expect(await names("?q=0_")).toEqual([]);
    expect((await list(t, org_id, "?kind=semillas")).status).toBe(400);
    expect((await list(t, org_id, "?low=si")).status).toBe(400);
  });

  it("answers in the same number of statements with 1 and 30 supplies", async () => {
    const { owner, org } = await makeTeam();
    await create(owner.token, { organization_id: org.id, name: "Insumo 0", quantity: 1 });
    const one = await list(owner.token, org.id);
    expect(one.body.assets).toHaveLength(1);
    const items = Array.from({ length: 29 }, (_, i) => ({ name: `Insumo ${i + 1}`, quantity: 1 + i }));
    expect((await batch(owner.token, org.id, { items })).status).toBe(201);
    const thirty = await list(owner.token, org.id);
    expect(thirty.body.assets).toHaveLength(30);
    expect(thirty.headers.get("x-db-queries")).toBe(one.headers.get("x-db-queries"));
    expect(Number(thirty.headers.get("x-db-queries"))).toBeLessThanOrEqual(3);
  });

  it("is refused to outsiders (403) and reveals nothing", async () => {
    const { owner, outsider, org } = await makeTeam();
    await create(owner.token, { organization_id: org.id, name: "Secreto", quantity: 1 });
    const res = await list(outsider.token, org.id);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain("Secreto");
  });
});

describe("POST /asset/{org}/batch", () => {
  it("loads several supplies, new and existing, in one ASSET_BATCH; new ones take their row's settings", async () => {
    const { owner, user, org } = await makeTeam();
    const sal = (await create(owner.token, { organization_id: org.id, name: "Sal", unit: "kg", quantity: 5 })).body
      .asset;
    const res = await batch(owner.token, org.id, {
      detail: "Compra en la cooperativa",
      items: [
        { asset_id: sal.id, quantity: 10.5 },
        { name: "Vacuna aftosa", kind: "sanidad", unit: "dosis", quantity: 200, minimum: 50, withdrawal_days: 0 },
        { name: "Ivermectina", kind: "medicamento", unit: "ml", quantity: 100, unit_cost: 3, withdrawal_days: 21 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.movement.type).toBe("ASSET_BATCH");
    expect(res.body.assets.map((a) => [a.name, a.quantity])).toEqual([
      ["Sal", 15.5],
      ["Vacuna aftosa", 200],
      ["Ivermectina", 100],
    ]);
    expect(res.body.assets[1]).toMatchObject({ minimum: 50, low: false, kind: "sanidad" });
    expect(res.body.assets[2]).toMatchObject({ withdrawal_days: 21, unit_cost: 3, value: 300 });
    await expectSuppliesMatchLog(org.id);
    // A load's unit cost is the existing supply's new unit cost (the last price paid).
    const priced = await batch(owner.token, org.id, { items: [{ asset_id: sal.id, quantity: 0.5, unit_cost: 800 }] });
    expect(priced.body.assets).toMatchObject([{ id: sal.id, quantity: 16, unit_cost: 800, value: 12800 }]);

    // A plain user loads existing supplies but may not create new ones.
    const existing = await batch(user.token, org.id, { items: [{ asset_id: sal.id, quantity: 1 }] });
    expect(existing.status).toBe(201);
    expect(existing.body.movement.type).toBe("ASSET_BATCH");
    const before = await storedMovements(org.id);
    const creating = await batch(user.token, org.id, {
      items: [
        { asset_id: sal.id, quantity: 1 },
        { name: "Nuevo", quantity: 1 },
      ],
    });
    expect(creating.status).toBe(403);
    expect(await storedMovements(org.id)).toEqual(before);
    expect(await quantityOf(sal.id)).toBe(17);
  });

  it("refuses bad rows, another organization's supply and outsiders, writing nothing", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const theirs = (
      await create(outsider.token, { organization_id: otherOrg.id, name: "Secreto", kind: "medicamento", quantity: 9 })
    ).body.asset;
    const ours = (await create(owner.token, { organization_id: org.id, name: "Propio", quantity: 1 })).body.asset;
    const [oursBefore, theirsBefore, logBefore] = [
      await storedSupplies(org.id),
      await storedSupplies(otherOrg.id),
      await storedMovements(org.id),
    ];
    const bad = [
      { items: [] },
      { items: [{ asset_id: ours.id, quantity: 0 }] },
      { items: [{ asset_id: ours.id, quantity: -2 }] },
      { items: [{ asset_id: ours.id, quantity: 0.0005 }] },
      { items: [{ quantity: 3 }] },
      { items: [{ name: "X", quantity: 1, minimum: -1 }] },
    ];
    for (const body of bad) {
      const res = await batch(owner.token, org.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await batch(owner.token, org.id, {
      items: [
        { name: "Nuevo", quantity: 1 },
        { asset_id: theirs.id, quantity: 1 },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues).toContainEqual({ path: "items.1.asset_id", message: expect.any(String) });
    expect(JSON.stringify(foreign.body)).not.toContain("Secreto");
    const outside = await batch(outsider.token, org.id, { items: [{ asset_id: ours.id, quantity: 1 }] });
    expect(outside.status).toBe(403);
    expect(await storedSupplies(org.id)).toEqual(oursBefore);
    expect(await storedSupplies(otherOrg.id)).toEqual(theirsBefore);
    expect(await storedMovements(org.id)).toEqual(logBefore);
  });
});

describe("GET /asset/detail/{id}", () => {
  it("gives the supply, its movements newest first 20 a page, and its quantity at the end of each day", async () => {
    const { owner, user, org } = await makeTeam();
    const t = owner.token;
    const maiz = (
      await create(t, { organization_id: org.id, name: "Maíz", unit: "kg", quantity: 1000, date: "2026-01-01" })
    ).body.asset;
    const other = (await create(t, { organization_id: org.id, name: "Otro", quantity: 7 })).body.asset;
    for (let day = 1; day <= 22; day++) {
      const date = `2026-02-${String(day).padStart(2, "0")}`;
      const res = await write(t, "asset-consumption", org.id, { asset_id: maiz.id, quantity: 10, date });
      expect(res.status).toBe(201);
    }
    // Two on one day: the curve keeps the day's end. A batch naming it counts; another supply's does not.
    await write(t, "asset-consumption", org.id, { asset_id: maiz.id, quantity: 0.5, date: "2026-02-22" });
    await batch(t, org.id, {
      date: "2026-03-01",
      items: [
        { asset_id: other.id, quantity: 1 },
        { asset_id: maiz.id, quantity: 100 },
      ],
    });
    await write(t, "asset-consumption", org.id, { asset_id: other.id, quantity: 1, date: "2026-03-02" });

    const first = await detail(user.token, maiz.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.asset).toMatchObject({
      id: maiz.id,
      quantity: 879.5,
      last_movement_at: "2026-03-01T00:00:00.000Z",
    });
    expect(first.body.movements).toHaveLength(20);
    expect(first.body.movements[0]!.type).toBe("ASSET_BATCH");
    expect(first.body.movements[1]!.data).toMatchObject({ quantity: 0.5 });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await detail(user.token, maiz.id, `?cursor=${first.body.next_cursor}`);
    expect(second.body.movements).toHaveLength(5);
    expect(second.body.next_cursor).toBeNull();
    expect(second.body.movements.at(-1)!.type).toBe("ASSET");
    const ids = [...first.body.movements, ...second.body.movements].map((m) => m.id);
    expect(new Set(ids).size).toBe(25);

    const series = first.body.series;
    expect(series[0]).toEqual({ date: "2026-01-01", quantity: 1000 });
    expect(series.find((p) => p.date === "2026-02-22")).toEqual({ date: "2026-02-22", quantity: 779.5 });
    expect(series.at(-1)).toEqual({ date: "2026-03-01", quantity: 879.5 });
    expect(series).toHaveLength(24);
    expect((await detail(t, maiz.id, "?cursor=nope")).status).toBe(400);
  });

  it("keeps last_movement_at on the newest live movement through creates, edits and deletes", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const rollo = (await create(t, { organization_id: org.id, name: "Rollo", quantity: 50, date: "2026-01-10" })).body
      .asset;
    const lastOf = async () => (await list(t, org.id)).body.assets.find((a) => a.id === rollo.id)!.last_movement_at;
    expect(await lastOf()).toBe("2026-01-10T00:00:00.000Z");
    const late = await write(t, "asset-consumption", org.id, { asset_id: rollo.id, quantity: 5, date: "2026-04-01" });
    // An older record does not move the date back.
    await write(t, "asset-consumption", org.id, { asset_id: rollo.id, quantity: 5, date: "2026-02-01" });
    expect(await lastOf()).toBe("2026-04-01T00:00:00.000Z");
    const moved = { asset_id: rollo.id, quantity: 5, date: "2026-03-01" };
    expect((await write(t, "asset-consumption", org.id, moved, late.body.movement.id)).status).toBe(200);
    expect(await lastOf()).toBe("2026-03-01T00:00:00.000Z");
    expect((await remove(t, org.id, late.body.movement.id)).status).toBe(200);
    expect(await lastOf()).toBe("2026-02-01T00:00:00.000Z");
    await expectSuppliesMatchLog(org.id);
  });

  it("is a 404 for another organization's, a deleted or an unknown supply", async () => {
    const { owner, outsider, org } = await makeTeam();
    const ours = (await create(owner.token, { organization_id: org.id, name: "Secreto", quantity: 1 })).body.asset;
    const foreign = await detail(outsider.token, ours.id);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Secreto");
    expect((await detail(owner.token, 999_999)).status).toBe(404);
    expect((await detail(owner.token, 0)).status).toBe(400);
  });
});
