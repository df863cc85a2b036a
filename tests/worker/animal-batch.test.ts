// A tagging session queued offline (docs/animals.md, docs/offline-batch.md): the outbox's batch takes it beside
// the movement kinds, writes it through the tagging route's own write (animals created with the TAGGING
// movement), exactly once by its client id, and refuses a bad one alone with the route's Spanish reason.
import { describe, expect, it } from "vitest";
import { api, db } from "./fixtures";
import { recordBatch } from "../../worker/areas/herd/movements/movement-batch";
import type { Scope } from "../../worker/areas/organization/door";
import { movementBatchSchema, type BatchResult } from "../../worker/shared/movement-batch-schemas";
import { expectStockMatchesLog, ranch, storedMovements } from "./herd-helpers";
import { newTags, storedAnimals } from "./animal-helpers";

const DAY = "2026-07-01";
let seq = 0;
const newId = () => `tagbatch-${Date.now().toString(36)}-${seq++}`;

type Rec = { kind: string; body: Record<string, unknown> };

const tagging = (rodeo_id: number, tags: readonly string[], client_id = newId(), category = "Vaca"): Rec => ({
  kind: "TAGGING",
  body: { client_id, date: DAY, rodeo_id, animals: tags.map((tag) => ({ tag, sex: "hembra", category })) },
});
const sale = (rodeo_id: number, count: number, extra: Record<string, unknown> = {}): Rec => ({
  kind: "SELL",
  body: { client_id: newId(), date: DAY, rodeo_id, animals: [{ type: "Vaca", count }], ...extra },
});

async function sent(orgId: number, token: string, records: Rec[]) {
  const res = await api<{ results: BatchResult[] }>(`/movement/batch/${orgId}`, {
    method: "POST",
    token,
    body: { records },
  });
  if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.results;
}

const outcomes = (results: BatchResult[]) => results.map((r) => r.result);
const movementId = (r: BatchResult | undefined) => (r && r.result !== "refused" ? r.movement.id : null);
const tagsOf = async (orgId: number) => (await storedAnimals(orgId)).map((a) => a.tag).sort();

describe("a tagging session in the outbox's batch", () => {
  it("is recorded in order with the movements around it, and its tags go with the later sale", async () => {
    const { user, org, cria } = await ranch();
    const tags = newTags(3);
    // A plain member tags (any member may) and then sells two of the tagged cows, all queued offline.
    const results = await sent(org.id, user.token, [
      tagging(cria, tags),
      sale(cria, 2, { tags: tags.slice(0, 2), price_per_kg: 2900, average_weight: 400 }),
    ]);
    expect(outcomes(results)).toEqual(["recorded", "recorded"]);
    expect(results[0]!.result !== "refused" && results[0]!.movement.type).toBe("TAGGING");
    const stored = await storedAnimals(org.id);
    expect(stored.map((a) => [a.tag, a.state])).toEqual([
      [tags[0], "vendido"],
      [tags[1], "vendido"],
      [tags[2], "activo"],
    ]);
    await expectStockMatchesLog(org.id);
  });

  it("sent again (its answer lost) is a repeat: the same movement, no second animal", async () => {
    const { owner, org, cria } = await ranch();
    const records = [tagging(cria, newTags(4))];
    const first = await sent(org.id, owner.token, records);
    const again = await sent(org.id, owner.token, records);
    expect(outcomes(first)).toEqual(["recorded"]);
    expect(outcomes(again)).toEqual(["repeat"]);
    expect(movementId(again[0])).toBe(movementId(first[0]));
    expect(await storedAnimals(org.id)).toHaveLength(4);
    expect((await storedMovements(org.id)).filter((m) => m.type === "TAGGING")).toHaveLength(1);
  });

  it("a session the tagging route already recorded under its client id comes back as a repeat", async () => {
    const { owner, org, cria } = await ranch();
    const record = tagging(cria, newTags(2));
    const direct = await api<{ movement: { id: number } }>(`/animal/${org.id}/tagging`, {
      token: owner.token,
      body: record.body,
    });
    expect(direct.status).toBe(201);
    const results = await sent(org.id, owner.token, [record]);
    expect(results[0]).toMatchObject({ result: "repeat", movement: { id: direct.body.movement.id } });
    expect(await storedAnimals(org.id)).toHaveLength(2);
  });

  it("batches racing in one isolate record each session once", async () => {
    const { owner, org, cria } = await ranch();
    const scope: Scope = { db: db(), orgId: org.id, userId: owner.id, role: "owner", publish: async () => {} };
    const { records } = movementBatchSchema.parse({
      records: [tagging(cria, newTags(5)), tagging(cria, newTags(5))],
    });
    const runs = await Promise.all(Array.from({ length: 3 }, () => recordBatch(scope, records)));
    for (let i = 0; i < records.length; i++) {
      const column = runs.map((r) => r[i]!);
      expect(column.filter((r) => r.result === "recorded")).toHaveLength(1);
      expect(column.filter((r) => r.result === "repeat")).toHaveLength(2);
      expect(new Set(column.map(movementId)).size).toBe(1);
    }
    expect(await storedAnimals(org.id)).toHaveLength(10);
  });
});

describe("a tagging session the batch refuses, alone", () => {
  it("a bad body, more animals than head, a tag in use, another ranch's rodeo: each its Spanish reason", async () => {
    const { owner, org, cria, recria } = await ranch();
    const other = await ranch();
    const [used] = newTags(1);
    const results = await sent(org.id, owner.token, [
      tagging(cria, [used!]),
      { kind: "TAGGING", body: { client_id: newId(), date: DAY, rodeo_id: cria, animals: [{ tag: "123", sex: "x" }] } },
      // Recría has 30 novillitos: 31 tagged would outnumber them.
      tagging(recria, newTags(31), newId(), "Novillito"),
      tagging(cria, [used!]),
      tagging(other.cria, newTags(1)),
      tagging(cria, newTags(1)),
    ]);
    expect(outcomes(results)).toEqual(["recorded", "refused", "refused", "refused", "refused", "recorded"]);
    expect(results[1]).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Datos inválidos" });
    const issues = results[1]!.result === "refused" ? (results[1]!.issues ?? []) : [];
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(["animals.0.tag", "animals.0.sex"]));
    expect(results[2]).toMatchObject({ status: 409, code: "TAGGED_OVER_COUNT" });
    expect(results[3]).toMatchObject({ status: 409, code: "TAG_IN_USE" });
    expect(results[4]).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(JSON.stringify(results[4])).not.toContain("Cría");
    expect(await storedAnimals(org.id)).toHaveLength(2);
    expect(await tagsOf(other.org.id)).toEqual([]);
    await expectStockMatchesLog(org.id);
  });

  it("a client id already used by another kind of record is refused, not replayed as a tagging", async () => {
    const { owner, org, cria } = await ranch();
    const id = newId();
    const results = await sent(org.id, owner.token, [
      { kind: "RAIN", body: { client_id: id, date: DAY, mm: 10 } },
      tagging(cria, newTags(1), id),
    ]);
    expect(outcomes(results)).toEqual(["recorded", "refused"]);
    expect(results[1]).toMatchObject({ status: 409, code: "CLIENT_ID_REUSED" });
    expect(await storedAnimals(org.id)).toHaveLength(0);
  });
});
