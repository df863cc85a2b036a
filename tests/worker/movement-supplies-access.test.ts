// Supply movements and access (docs/accounts.md): another organization's asset is refused and revealed
// nothing; a plain user records supplies but edits only their own entries; members hear the changes;
// hostile bodies get 400 with field issues; random sequences keep every quantity equal to the replay.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeTeam } from "./fixtures";
import { createRodeo, storedMovements } from "./herd-helpers";
import { openSocket, waitFor } from "./live-helpers";
import { expectSuppliesMatchLog, quantityOf, remove, storedSupplies, write, type MovementBody } from "./supply-helpers";

const idOf = (body: MovementBody) => body.movement.data.asset_id as number;

describe("another organization's supply", () => {
  it("is refused on every supply path, reveals nothing and changes nothing", async () => {
    const { owner, outsider, org, otherOrg } = await makeTeam();
    const t = owner.token;
    const theirs = idOf(
      (await write(outsider.token, "load-asset", otherOrg.id, { name: "Secreto", kind: "medicamento", quantity: 9 }))
        .body,
    );
    const ours = await write(t, "load-asset", org.id, { name: "Propio", kind: "medicamento", quantity: 5 });
    const rodeo = await createRodeo(t, org.id, { name: "Cría" });
    const theirsBefore = await storedSupplies(otherOrg.id);
    const oursBefore = await storedSupplies(org.id);
    const logBefore = await storedMovements(org.id);
    const treatment = { rodeo_id: rodeo, product: "X", asset_id: theirs, asset_quantity: 1 };
    const calls = [
      write(t, "load-asset", org.id, { asset_id: theirs, quantity: 1 }),
      write(t, "load-asset", org.id, {
        items: [
          { name: "Nuevo", quantity: 1 },
          { asset_id: theirs, quantity: 1 },
        ],
      }),
      write(t, "asset-consumption", org.id, { asset_id: theirs, quantity: 1 }),
      write(t, "treatment", org.id, treatment),
      write(t, "load-medicine", org.id, treatment),
      write(t, "load-asset", org.id, { asset_id: theirs, quantity: 1 }, ours.body.movement.id),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(["code", "issues", "message", "ok"]);
      expect(JSON.stringify(res.body)).not.toContain("Secreto");
      expect(res.body.issues!.some((i) => i.path.endsWith("asset_id"))).toBe(true);
    }
    // On their organization's path the owner is not a member at all.
    const foreign = await write(t, "asset-consumption", otherOrg.id, { asset_id: theirs, quantity: 1 });
    expect(foreign.status).toBe(403);
    expect(await storedSupplies(otherOrg.id)).toEqual(theirsBefore);
    expect(await storedSupplies(org.id)).toEqual(oursBefore);
    expect(await storedMovements(org.id)).toEqual(logBefore);
  });
});

describe("roles", () => {
  it("a plain user records supply movements and edits their own, not others'; an admin edits anyone's", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const byOwner = await write(owner.token, "load-asset", org.id, { name: "Gasoil", unit: "litros", quantity: 100 });
    const gasoil = idOf(byOwner.body);
    const byUser = await write(user.token, "asset-consumption", org.id, { asset_id: gasoil, quantity: 30 });
    expect(byUser.status, JSON.stringify(byUser.body)).toBe(201);
    const own = await write(
      user.token,
      "asset-consumption",
      org.id,
      { asset_id: gasoil, quantity: 20 },
      byUser.body.movement.id,
    );
    expect(own.status).toBe(200);
    expect(await quantityOf(gasoil)).toBe(80);

    const edit = await write(
      user.token,
      "load-asset",
      org.id,
      { asset_id: gasoil, quantity: 1 },
      byOwner.body.movement.id,
    );
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe("NOT_YOUR_RECORD");
    expect((await remove(user.token, org.id, byOwner.body.movement.id)).status).toBe(403);
    expect(await quantityOf(gasoil)).toBe(80);

    const byAdmin = await write(
      admin.token,
      "asset-consumption",
      org.id,
      { asset_id: gasoil, quantity: 50 },
      byUser.body.movement.id,
    );
    expect(byAdmin.status).toBe(200);
    expect((await remove(user.token, org.id, byUser.body.movement.id)).status).toBe(200);
    expect(await quantityOf(gasoil)).toBe(100);
    await expectSuppliesMatchLog(org.id);
  });
});

describe("creating a supply", () => {
  it("is for owners and admins: a plain user loads existing supplies but cannot name a new one", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const gasoil = idOf((await write(owner.token, "load-asset", org.id, { name: "Gasoil", quantity: 10 })).body);
    const before = await storedSupplies(org.id);
    const attempts = [
      write(user.token, "load-asset", org.id, { name: "Ivermectina", kind: "medicamento", quantity: 5 }),
      write(user.token, "load-asset", org.id, {
        items: [
          { asset_id: gasoil, quantity: 1 },
          { name: "Sal", quantity: 2 },
        ],
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([res.status, res.body.code]).toEqual([403, "ROLE_FORBIDDEN"]);
    }
    expect(await storedSupplies(org.id)).toEqual(before);
    const existing = await write(user.token, "load-asset", org.id, { asset_id: gasoil, quantity: 5 });
    expect(existing.status).toBe(201);
    // Nor by editing their own load into one that names a new supply.
    const intoNew = await write(
      user.token,
      "load-asset",
      org.id,
      { name: "Sal", quantity: 1 },
      existing.body.movement.id,
    );
    expect(intoNew.status).toBe(403);
    expect((await write(admin.token, "load-asset", org.id, { name: "Sal", quantity: 1 })).status).toBe(201);
    expect(await quantityOf(gasoil)).toBe(15);
    await expectSuppliesMatchLog(org.id);
  });
});

describe("live sync", () => {
  it("members hear movement-created, -updated and -deleted for supply entries", async () => {
    const { owner, user, org } = await makeTeam();
    const { socket } = await openSocket(org.id, user.token);
    const created = await write(owner.token, "load-asset", org.id, { name: "Sal", quantity: 5 });
    const id = created.body.movement.id;
    await write(owner.token, "load-asset", org.id, { asset_id: idOf(created.body), quantity: 6 }, id);
    await remove(owner.token, org.id, id);
    const seen = () => socket!.messages.map((m) => m.action).filter((a) => a.startsWith("movement-"));
    await waitFor(() => seen().length >= 3, 2_000, "three movement messages");
    expect(seen()).toEqual(["movement-created", "movement-updated", "movement-deleted"]);
    expect(socket!.messages[0]).toMatchObject({ movement: { id, type: "ASSET" } });
    socket!.ws.close();
  });
});

describe("validation", () => {
  it("hostile or incomplete bodies get 400 with field issues and write nothing", async () => {
    const { owner, org } = await makeTeam();
    const t = owner.token;
    const bodies: Array<[string, Record<string, unknown>, string]> = [
      ["load-asset", { name: "Maíz", quantity: 0 }, "quantity"],
      ["load-asset", { name: "Maíz", quantity: -5 }, "quantity"],
      ["load-asset", { name: "Maíz", quantity: 1e10 }, "quantity"],
      ["load-asset", { name: "Maíz", quantity: 1.0001 }, "quantity"],
      ["load-asset", { name: "Maíz", quantity: "10" }, "quantity"],
      ["load-asset", { name: "Maíz" }, "quantity"],
      ["load-asset", { quantity: 3 }, "name"],
      ["load-asset", { name: "   ", quantity: 3 }, "name"],
      ["load-asset", { name: "Maíz", quantity: 3, unit_cost: -1 }, "unit_cost"],
      ["load-asset", { name: "Maíz", kind: "droga", quantity: 3 }, "kind"],
      ["load-asset", { name: "x".repeat(201), quantity: 3 }, "name"],
      ["load-asset", { name: "Maíz", quantity: 3, items: [{ name: "Sal", quantity: 1 }] }, "items"],
      ["load-asset", { items: [] }, "items"],
      ["load-asset", { items: Array.from({ length: 51 }, () => ({ name: "Sal", quantity: 1 })) }, "items"],
      ["load-asset", { items: [{ quantity: 1 }] }, "items.0.name"],
      ["load-asset", { asset_id: 999_999_999, quantity: 1 }, "asset_id"],
      ["load-asset", { asset_id: -1, quantity: 1 }, "asset_id"],
      ["asset-consumption", { quantity: 1 }, "asset_id"],
      ["asset-consumption", { asset_id: 999_999_999, quantity: 1 }, "asset_id"],
    ];
    for (const [path, body, field] of bodies) {
      const res = await write(t, path, org.id, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(
        res.body.issues?.map((i) => i.path),
        JSON.stringify(body).slice(0, 80),
      ).toContain(field);
    }
    expect(await storedSupplies(org.id)).toEqual(new Map());
    expect(await storedMovements(org.id)).toEqual([]);
  });
});

describe("supply log property", () => {
  const step = fc.oneof(
    fc.record({
      op: fc.constant("load" as const),
      supply: fc.nat(2),
      fresh: fc.boolean(),
      milli: fc.integer({ min: 1, max: 50_000 }),
    }),
    fc.record({ op: fc.constant("consume" as const), supply: fc.nat(2), milli: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ op: fc.constant("edit" as const), target: fc.nat(20), milli: fc.integer({ min: 1, max: 50_000 }) }),
    fc.record({ op: fc.constant("delete" as const), target: fc.nat(20) }),
  );

  it(
    "any sequence of loads, consumptions, edits and deletes keeps every quantity equal to the replay",
    {
      timeout: 120_000,
    },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 10 }), async (steps) => {
          const { owner, org } = await makeTeam();
          const t = owner.token;
          const ids: number[] = [];
          const entries: Array<{ id: number; path: string; supply: number }> = [];
          for (const s of steps) {
            if (s.op === "load" || s.op === "consume") {
              const supply = ids[s.supply % Math.max(ids.length, 1)];
              const quantity = s.milli / 1000;
              if (s.op === "consume" && !supply) continue;
              const path = s.op === "load" ? "load-asset" : "asset-consumption";
              const body =
                s.op === "load" && (s.fresh || !supply)
                  ? { name: `Insumo ${ids.length}`, quantity }
                  : { asset_id: supply, quantity };
              const res = await write(t, path, org.id, body);
              expect([201, 409]).toContain(res.status);
              if (res.status === 201) {
                const id = idOf(res.body);
                if (!ids.includes(id)) ids.push(id);
                entries.push({ id: res.body.movement.id, path, supply: id });
              }
            } else {
              const entry = entries[s.target % Math.max(entries.length, 1)];
              if (!entry) continue;
              const res =
                s.op === "edit"
                  ? await write(t, entry.path, org.id, { asset_id: entry.supply, quantity: s.milli / 1000 }, entry.id)
                  : await remove(t, org.id, entry.id);
              expect([200, 404, 409]).toContain(res.status);
            }
            await expectSuppliesMatchLog(org.id);
          }
        }),
        { numRuns: 12 },
      );
    },
  );
});
