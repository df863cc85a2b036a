// A field's RENSPA (docs/herd.md): stored as written when it has SENASA's printed format, cleared with "" or
// null, kept when a PUT does not send it; a bad one is a Spanish 400 that writes nothing; plain users,
// outsiders and another organization's ids get nothing; two edits at once leave one of them.
import { describe, expect, it } from "vitest";
import type { Field } from "../../worker/shared/herd-types";
import { RENSPA_MESSAGE } from "../../worker/shared/renspa";
import { api, makeTeam } from "./fixtures";

type FieldAnswer = { field: Field };
type ErrorAnswer = { error?: { message?: string }; message?: string; issues?: Array<{ message: string }> };

const messageOf = (body: unknown) => JSON.stringify(body);

async function listed(orgId: number, token: string): Promise<Field[]> {
  const res = await api<{ fields: Field[] }>(`/field/${orgId}`, { token });
  expect(res.status).toBe(200);
  return res.body.fields;
}

describe("a field's RENSPA", () => {
  it("is stored as written, shown in the list, kept by a PUT without it and cleared with an empty one", async () => {
    const { owner, admin, org } = await makeTeam();
    const created = await api<FieldAnswer>(`/field/${org.id}`, {
      token: owner.token,
      body: { name: "La Esperanza", hectares: 1650, locality: "Ayacucho", renspa: " 06.077.0.00412/00 " },
    });
    expect(created.status).toBe(201);
    expect(created.body.field.renspa).toBe("06.077.0.00412/00");
    const id = created.body.field.id;

    const renamed = await api<FieldAnswer>(`/field/${org.id}/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { name: "La Esperanza II", hectares: 1600 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.field.renspa).toBe("06.077.0.00412/00");

    const changed = await api<FieldAnswer>(`/field/${org.id}/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { name: "La Esperanza II", hectares: 1600, renspa: "06.077.0.00412/01" },
    });
    expect(changed.body.field.renspa).toBe("06.077.0.00412/01");
    expect((await listed(org.id, owner.token)).find((f) => f.id === id)?.renspa).toBe("06.077.0.00412/01");

    for (const empty of ["", null]) {
      await api<FieldAnswer>(`/field/${org.id}/${id}`, {
        method: "PUT",
        token: owner.token,
        body: { name: "La Esperanza II", hectares: 1600, renspa: "06.077.0.00412/01" },
      });
      const cleared = await api<FieldAnswer>(`/field/${org.id}/${id}`, {
        method: "PUT",
        token: owner.token,
        body: { name: "La Esperanza II", hectares: 1600, renspa: empty },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.field.renspa).toBeNull();
    }
  });

  it("refuses what is not SENASA's format with a Spanish 400 and writes nothing", async () => {
    const { owner, org } = await makeTeam();
    const bad = [
      "06077000412",
      "06.077.0.00412",
      "6.077.0.00412/00",
      "06.077.0.0041a/00",
      "06-077-0-00412-00",
      "x".repeat(5000),
      "06.077.0.00412/00; DROP TABLE fields",
      42,
      { renspa: "06.077.0.00412/00" },
    ];
    for (const renspa of bad) {
      const res = await api<ErrorAnswer>(`/field/${org.id}`, {
        token: owner.token,
        body: { name: "Campo", hectares: 10, renspa },
      });
      expect(res.status, String(renspa).slice(0, 40)).toBe(400);
      if (typeof renspa === "string") expect(messageOf(res.body)).toContain(RENSPA_MESSAGE);
    }
    expect(await listed(org.id, owner.token)).toEqual([]);
  });

  it("is written only by owners and admins of the organization, never into another one's field", async () => {
    const { owner, user, outsider, org, otherOrg } = await makeTeam();
    const mine = await api<FieldAnswer>(`/field/${org.id}`, {
      token: owner.token,
      body: { name: "Propio", hectares: 10, renspa: "06.077.0.00412/00" },
    });
    const theirs = await api<FieldAnswer>(`/field/${otherOrg.id}`, {
      token: outsider.token,
      body: { name: "Ajeno", hectares: 10, renspa: "02.001.0.00001/00" },
    });
    const body = { name: "Cambiado", hectares: 10, renspa: "99.999.9.99999/99" };

    expect(
      (await api(`/field/${org.id}/${mine.body.field.id}`, { method: "PUT", token: user.token, body })).status,
    ).toBe(403);
    expect(
      (await api(`/field/${org.id}/${mine.body.field.id}`, { method: "PUT", token: outsider.token, body })).status,
    ).toBe(403);
    // Another organization's field through one's own organization: not found, untouched.
    expect(
      (await api(`/field/${org.id}/${theirs.body.field.id}`, { method: "PUT", token: owner.token, body })).status,
    ).toBe(404);
    expect((await listed(otherOrg.id, outsider.token))[0]?.renspa).toBe("02.001.0.00001/00");
    expect((await listed(org.id, owner.token))[0]?.renspa).toBe("06.077.0.00412/00");
    // Plain users read it.
    expect((await listed(org.id, user.token))[0]?.renspa).toBe("06.077.0.00412/00");
  });

  it("travels with the lots of the field (a record's page names the field its animals enter or leave)", async () => {
    const { owner, org } = await makeTeam();
    const field = await api<FieldAnswer>(`/field/${org.id}`, {
      token: owner.token,
      body: { name: "El Ombú", hectares: 820, renspa: "06.714.0.01188/00" },
    });
    const created = await api<{ lot: { id: number } }>(`/lot/create/${org.id}`, {
      method: "POST",
      token: owner.token,
      body: { name: "Bajo", hectares: 40, field_id: field.body.field.id },
    });
    expect(created.status).toBe(201);
    const lot = await api<{ lot: { field: { renspa: string | null } | null } }>(`/lot/details/${created.body.lot.id}`, {
      token: owner.token,
    });
    expect(lot.body.lot.field?.renspa).toBe("06.714.0.01188/00");
  });

  it("two edits at once leave one of them whole", async () => {
    const { owner, admin, org } = await makeTeam();
    const created = await api<FieldAnswer>(`/field/${org.id}`, {
      token: owner.token,
      body: { name: "Campo", hectares: 10 },
    });
    expect(created.body.field.renspa).toBeNull();
    const id = created.body.field.id;
    const edits = [
      { token: owner.token, body: { name: "Uno", hectares: 11, renspa: "06.077.0.00001/00" } },
      { token: admin.token, body: { name: "Dos", hectares: 12, renspa: "06.077.0.00002/00" } },
    ];
    const answers = await Promise.all(
      edits.map((e) => api<FieldAnswer>(`/field/${org.id}/${id}`, { method: "PUT", token: e.token, body: e.body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [field] = await listed(org.id, owner.token);
    const winner = edits.find((e) => e.body.name === field!.name)!;
    expect(field).toMatchObject({ hectares: winner.body.hectares, renspa: winner.body.renspa });
  });
});
