// Bad bodies and queries get 400 with field issues (never a 500, never a write): negative or huge
// counts, unknown categories, another organization's rodeo, category or cycle, non-dates, huge strings.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./fixtures";
import { categoryIds, createRodeo, ok, ranch, storedMovements } from "./herd-helpers";

type Ranch = Awaited<ReturnType<typeof ranch>>;
let r: Ranch;
let foreignRodeo: number;
let foreignCategory: number;
let foreignCycle: number;

beforeAll(async () => {
  r = await ranch();
  foreignRodeo = await createRodeo(r.outsider.token, r.otherOrg.id, {
    name: "Ajeno",
    animals: [{ type: "Vaca", count: 5 }],
  });
  foreignCategory = (await categoryIds(r.otherOrg.id, r.outsider.token)).Vaca!;
  const cycle = await ok<{ cycle: { id: number } }>(
    api(`/reproductive-cycle/${r.otherOrg.id}`, {
      token: r.outsider.token,
      body: { rodeo_id: foreignRodeo, name: "Ajeno", service_start: "2026-01-01" },
    }),
    201,
  );
  foreignCycle = cycle.cycle.id;
});

async function expectIssue(path: string, body: unknown, issuePath: string, method = "POST") {
  const before = await storedMovements(r.org.id);
  const res = await api(path, { method, token: r.owner.token, body });
  expect(res.status, `${path} ${JSON.stringify(body).slice(0, 120)}`).toBe(400);
  expect(res.body.ok).toBe(false);
  expect(
    res.body.issues?.map((i) => i.path),
    JSON.stringify(res.body),
  ).toContain(issuePath);
  for (const issue of res.body.issues ?? []) expect(issue.message).toMatch(/\S/);
  expect(await storedMovements(r.org.id)).toEqual(before);
  return res;
}

describe("movement bodies", () => {
  const base = () => ({ date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }] });

  it("counts must be positive integers up to a million", async () => {
    for (const count of [-1, 0, 1.5, 1_000_001, "3", null]) {
      await expectIssue(
        `/movement/purchase/${r.org.id}`,
        { ...base(), animals: [{ type: "Vaca", count }] },
        "animals.0.count",
      );
    }
    await expectIssue(`/movement/purchase/${r.org.id}`, { ...base(), animals: [] }, "animals");
    await expectIssue(
      `/movement/recategorization/${r.org.id}`,
      { ...base(), from_category: "Vaca", to_category: "Toro", count: -2 },
      "count",
    );
  });

  it("categories must exist in the organization", async () => {
    const res = await expectIssue(
      `/movement/purchase/${r.org.id}`,
      { ...base(), animals: [{ type: "Unicornio", count: 1 }] },
      "animals.0.type",
    );
    expect(res.body.issues![0]!.message).toBe('La categoría "Unicornio" no existe');
    await expectIssue(
      `/movement/purchase/${r.org.id}`,
      { ...base(), animals: [{ category_id: foreignCategory, count: 1 }] },
      "animals.0.category_id",
    );
    await expectIssue(`/movement/purchase/${r.org.id}`, { ...base(), animals: [{ count: 1 }] }, "animals.0.type");
    await expectIssue(
      `/movement/recategorization/${r.org.id}`,
      { ...base(), from_category: "Vaca", to_category: "Dragón", count: 1 },
      "to_category",
    );
    await expectIssue(
      `/movement/recategorization/${r.org.id}`,
      { ...base(), from_category: "Vaca", to_category: "vaca", count: 1 },
      "to_category",
    );
  });

  it("rodeos, cycles and lots of another organization are unknown", async () => {
    await expectIssue(`/movement/purchase/${r.org.id}`, { ...base(), rodeo_id: foreignRodeo }, "rodeo_id");
    await expectIssue(`/movement/sell/${r.org.id}`, { ...base(), rodeo_id: 999_999 }, "rodeo_id");
    await expectIssue(`/movement/rodeo/move/${r.org.id}`, { ...base(), to_rodeo_id: foreignRodeo }, "to_rodeo_id");
    await expectIssue(`/movement/rodeo/move/${r.org.id}`, { ...base(), to_rodeo_id: r.cria }, "to_rodeo_id");
    await expectIssue(
      `/movement/weaning/${r.org.id}`,
      { ...base(), destination_rodeo_id: foreignRodeo },
      "destination_rodeo_id",
    );
    await expectIssue(`/movement/birth/${r.org.id}`, { ...base(), cycle_id: foreignCycle }, "cycle_id");
    await expectIssue(`/movement/weather/rain/${r.org.id}`, { date: "2026-06-01", mm: 10, lot_id: 999_999 }, "lot_id");
  });

  it("dates must be dates", async () => {
    for (const date of ["ayer", "2026-02-30", "1889-01-01", "2200-01-01", 20260601, "", null, "2026-06-01T25:00"]) {
      await expectIssue(`/movement/purchase/${r.org.id}`, { ...base(), date }, "date");
    }
  });

  it("strings are bounded", async () => {
    await expectIssue(`/movement/purchase/${r.org.id}`, { ...base(), detail: "x".repeat(2001) }, "detail");
    await expectIssue(
      `/movement/purchase/${r.org.id}`,
      { ...base(), animals: [{ type: "x".repeat(61), count: 1 }] },
      "animals.0.type",
    );
    await expectIssue(`/movement/treatment/${r.org.id}`, { ...base(), product: "" }, "product");
    const huge = await api(`/movement/purchase/${r.org.id}`, {
      token: r.owner.token,
      body: { ...base(), detail: "x".repeat(300_000) },
    });
    expect(huge.status).toBe(413);
  });

  it("type-specific fields are checked", async () => {
    await expectIssue(
      `/movement/weighing/${r.org.id}`,
      { date: "2026-06-01", rodeo_id: r.cria, mean_weight: -3 },
      "mean_weight",
    );
    await expectIssue(`/movement/weather/rain/${r.org.id}`, { date: "2026-06-01", mm: -1 }, "mm");
    await expectIssue(
      `/movement/pregnancy-diagnosis/${r.org.id}`,
      { date: "2026-06-01", rodeo_id: r.cria, examined: 10, pregnant: 8, empty: 5 },
      "pregnant",
    );
    await expectIssue(`/movement/purchase/${r.org.id}/1`, { ...base(), rodeo_id: "uno" }, "rodeo_id", "PUT");
  });

  it("non-JSON bodies and bad path ids are 400, not 500", async () => {
    const res = await api(`/movement/purchase/${r.org.id}`, {
      token: r.owner.token,
      body: "{no es json",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect((await api(`/movement/purchase/abc`, { token: r.owner.token, body: base() })).status).toBe(400);
    expect((await api(`/movement/delete/${r.org.id}/-4`, { method: "DELETE", token: r.owner.token })).status).toBe(400);
  });
});

describe("queries and structure bodies", () => {
  it("list queries", async () => {
    for (const q of ["limit=501", "limit=0", "type=NOPE", "cursor=%%%", "from=ayer", "rodeo_id=x"]) {
      const res = await api(`/movement/all/${r.org.id}?${q}`, { token: r.owner.token });
      expect(res.status, q).toBe(400);
    }
  });

  it("lots, rodeos, categories, fields and cycles", async () => {
    const A = r.org.id;
    await expectIssue(`/lot/create/${A}`, { name: "", hectares: 10 }, "name");
    await expectIssue(`/lot/create/${A}`, { name: "Lote", hectares: -5 }, "hectares");
    await expectIssue(`/lot/create/${A}`, { name: "x".repeat(101) }, "name");
    await expectIssue(`/lot/order/${A}`, { items: [{ id: "a", order: 1 }] }, "items.0.id", "PUT");
    await expectIssue(`/rodeo/${A}`, { name: "R", animals: [{ type: "Vaca", count: -3 }] }, "animals.0.count");
    await expectIssue(`/rodeo/${A}`, { name: "R", lot_id: 999_999 }, "lot_id");
    await expectIssue(`/rodeo/${A}`, { name: "R", animals: [{ type: "Quimera", count: 3 }] }, "animals.0.type");
    await expectIssue(`/animal-categories/${A}`, { name: "Nueva", ev: -1 }, "ev");
    await expectIssue(`/field/${A}`, { name: "Campo", hectares: "mil" }, "hectares");
    await expectIssue(
      `/reproductive-cycle/${A}`,
      { rodeo_id: r.cria, name: "S", service_start: "ayer" },
      "service_start",
    );
    await expectIssue(
      `/reproductive-cycle/${A}`,
      { rodeo_id: foreignRodeo, name: "S", service_start: "2026-01-01" },
      "rodeo_id",
    );
    await expectIssue(
      `/reproductive-cycle/${A}`,
      { rodeo_id: r.cria, name: "S", service_start: "2026-02-01", service_end: "2026-01-01" },
      "service_end",
    );
    await expectIssue(
      `/reproductive-cycle/${A}`,
      { rodeo_id: r.cria, name: "S", service_start: "2026-02-01", method: "magia" },
      "method",
    );
    await expectIssue(`/lot/animal/update/1`, { count: -1 }, "count", "PUT");
  });
});
