// A field's target stocking rate (docs/map.md): a positive EV/ha with at most two decimals, stored, listed in the
// same statement as the rest of the field, kept by a PUT without it and cleared with null; a bad one is a
// Spanish 400 that writes nothing; plain users, outsiders and another organization's ids get nothing; the
// organization's export carries it and its import checks it with the same bounds.
import { describe, expect, it } from "vitest";
import { EV_TARGET_MESSAGES } from "../../worker/shared/ev-target";
import type { Field } from "../../worker/shared/herd-types";
import { api, makeOrg, makeTeam } from "./fixtures";
import { exportFiles, exportJson, importInto } from "./transfer-helpers";

type FieldAnswer = { field: Field };

async function listed(orgId: number, token: string): Promise<Field[]> {
  const res = await api<{ fields: Field[] }>(`/field/${orgId}`, { token });
  expect(res.status).toBe(200);
  return res.body.fields;
}

describe("a field's target stocking rate", () => {
  it("is stored, listed, kept by a PUT without it and cleared with null", async () => {
    const { owner, admin, user, org } = await makeTeam();
    const created = await api<FieldAnswer>(`/field/${org.id}`, {
      token: owner.token,
      body: { name: "La Esperanza", hectares: 1650, ev_target: 0.8 },
    });
    expect(created.status).toBe(201);
    expect(created.body.field.ev_target).toBe(0.8);
    const id = created.body.field.id;
    const bare = await api<FieldAnswer>(`/field/${org.id}`, { token: admin.token, body: { name: "El Ombú" } });
    expect(bare.body.field.ev_target).toBeNull();

    const renamed = await api<FieldAnswer>(`/field/${org.id}/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { name: "La Esperanza II", hectares: 1600 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.field.ev_target).toBe(0.8);

    for (const value of [1.25, 20, 0.01, 3]) {
      const changed = await api<FieldAnswer>(`/field/${org.id}/${id}`, {
        method: "PUT",
        token: owner.token,
        body: { name: "La Esperanza II", hectares: 1600, ev_target: value },
      });
      expect(changed.status, String(value)).toBe(200);
      expect(changed.body.field.ev_target).toBe(value);
    }
    // Plain users read it in the list, with the rest of each field.
    expect((await listed(org.id, user.token)).map((f) => [f.name, f.ev_target])).toEqual([
      ["El Ombú", null],
      ["La Esperanza II", 3],
    ]);

    const cleared = await api<FieldAnswer>(`/field/${org.id}/${id}`, {
      method: "PUT",
      token: owner.token,
      body: { name: "La Esperanza II", hectares: 1600, ev_target: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.field.ev_target).toBeNull();
    expect((await listed(org.id, owner.token)).find((f) => f.id === id)?.ev_target).toBeNull();
  });

  it("refuses what is not a positive EV/ha with two decimals, with a Spanish 400, and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const bad: Array<[unknown, string]> = [
      [-0.5, EV_TARGET_MESSAGES.positive],
      [0, EV_TARGET_MESSAGES.positive],
      [20.01, EV_TARGET_MESSAGES.max],
      [1e9, EV_TARGET_MESSAGES.max],
      [0.805, EV_TARGET_MESSAGES.decimals],
      [1.001, EV_TARGET_MESSAGES.decimals],
      ["0.8", EV_TARGET_MESSAGES.number],
      ["uno", EV_TARGET_MESSAGES.number],
      [true, EV_TARGET_MESSAGES.number],
      [[1], EV_TARGET_MESSAGES.number],
    ];
    for (const [ev_target, message] of bad) {
      const res = await api(`/field/${org.id}`, { token: owner.token, body: { name: "Campo", ev_target } });
      expect(res.status, JSON.stringify(ev_target)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(ev_target)).toContain(message);
    }
    expect(await listed(org.id, owner.token)).toEqual([]);

    const created = await api<FieldAnswer>(`/field/${org.id}`, {
      token: owner.token,
      body: { name: "Campo", ev_target: 1.5 },
    });
    const refused = await api(`/field/${org.id}/${created.body.field.id}`, {
      method: "PUT",
      token: owner.token,
      body: { name: "Otro nombre", ev_target: -1 },
    });
    expect(refused.status).toBe(400);
    expect(await listed(org.id, owner.token)).toMatchObject([{ name: "Campo", ev_target: 1.5 }]);
  });

  it("is written only by owners and admins of the organization, never into another one's field", async () => {
    const { owner, admin, user, outsider, org, otherOrg } = await makeTeam();
    const mine = await api<FieldAnswer>(`/field/${org.id}`, { token: owner.token, body: { name: "Propio" } });
    const theirs = await api<FieldAnswer>(`/field/${otherOrg.id}`, {
      token: outsider.token,
      body: { name: "Ajeno", ev_target: 0.6 },
    });
    const body = { name: "Cambiado", ev_target: 2 };

    const put = (orgId: number, fieldId: number, token: string) =>
      api(`/field/${orgId}/${fieldId}`, { method: "PUT", token, body }).then((r) => r.status);

    expect((await api(`/field/${org.id}`, { token: user.token, body })).status).toBe(403);
    expect([
      await put(org.id, mine.body.field.id, user.token),
      await put(org.id, mine.body.field.id, outsider.token),
      // Another organization's field: not found through one's own organization, refused through theirs.
      await put(org.id, theirs.body.field.id, admin.token),
      await put(otherOrg.id, theirs.body.field.id, owner.token),
    ]).toEqual([403, 403, 404, 403]);
    expect(await listed(otherOrg.id, outsider.token)).toMatchObject([{ name: "Ajeno", ev_target: 0.6 }]);
    expect(await listed(org.id, owner.token)).toMatchObject([{ name: "Propio", ev_target: null }]);
  });

  it("travels in the organization's export and import, checked like the route checks it", async () => {
    const { owner, org } = await makeTeam();
    await api(`/field/${org.id}`, { token: owner.token, body: { name: "La Esperanza", ev_target: 0.75 } });
    await api(`/field/${org.id}`, { token: owner.token, body: { name: "El Ombú" } });
    const header = (await exportFiles(org.id, owner.token))["campos.csv"]!.split("\r\n")[0];
    expect(header).toContain("Carga objetivo (EV/ha)");
    const json = await exportJson(org.id, owner.token);
    expect(json.tables.fields.map((f) => [f.name, f.ev_target]).sort()).toEqual([
      ["El Ombú", null],
      ["La Esperanza", 0.75],
    ]);

    const tampered = structuredClone(json);
    tampered.tables.fields[0]!.ev_target = -2;
    const refusedInto = await makeOrg(owner, "Destino con error");
    const refused = await importInto(refusedInto.id, owner.token, tampered);
    expect(refused.status).toBe(400);
    expect(await listed(refusedInto.id, owner.token)).toEqual([]);

    const target = await makeOrg(owner, "Destino");
    const imported = await importInto(target.id, owner.token, json);
    expect(imported.status).toBe(200);
    expect((await listed(target.id, owner.token)).map((f) => [f.name, f.ev_target])).toEqual([
      ["El Ombú", null],
      ["La Esperanza", 0.75],
    ]);
  });
});
