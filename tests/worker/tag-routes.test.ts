// The tags the ranch owns (docs/animals.md): loaded as a list or a range by owners and admins, repeated ones
// skipped, bad numbers named by line; states set by hand within their rules; a lost button replaced keeps the
// animal's history; outsiders, plain users and two loads at once.
import { describe, expect, it } from "vitest";
import type { Tag } from "../../worker/shared/animal-types";
import { api } from "./fixtures";
import { ok, ranch } from "./herd-helpers";
import { animalPage, newTags, storedAnimals, tagAnimals } from "./animal-helpers";

const listed = (token: string, orgId: number, query = "") =>
  ok<{ tags: Tag[]; total: number }>(api(`/tag/${orgId}${query}`, { token }));

describe("loading tags", () => {
  it("takes a list or a range, skips the ones already owned, and refuses plain users and outsiders", async () => {
    const r = await ranch();
    const list = newTags(3);
    const first = await ok<{ added: number; already: number }>(
      api(`/tag/${r.org.id}`, {
        token: r.admin.token,
        body: { numbers: list.map((n) => `${n.slice(0, 3)}.${n.slice(3)}`) },
      }),
      201,
    );
    expect([first.added, first.already]).toEqual([3, 0]);
    const [from] = newTags(1);
    newTags(9);
    const to = String(BigInt(from!) + 9n).padStart(15, "0");
    const range = await ok<{ added: number }>(
      api(`/tag/${r.org.id}`, { token: r.owner.token, body: { from, to } }),
      201,
    );
    expect(range.added).toBe(10);
    const again = await ok<{ added: number; already: number }>(
      api(`/tag/${r.org.id}`, { token: r.owner.token, body: { numbers: [list[0], newTags(1)[0]] } }),
      201,
    );
    expect([again.added, again.already]).toEqual([1, 1]);
    const all = await listed(r.user.token, r.org.id);
    expect(all.total).toBe(14);
    expect(all.tags.every((t) => t.state === "disponible")).toBe(true);

    expect((await api(`/tag/${r.org.id}`, { token: r.user.token, body: { numbers: newTags(1) } })).status).toBe(403);
    expect((await api(`/tag/${r.org.id}`, { token: r.outsider.token })).status).toBe(403);
    const reversed = await api(`/tag/${r.org.id}`, { token: r.owner.token, body: { from: to, to: from } });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain("menor que el inicio");
    const both = await api(`/tag/${r.org.id}`, { token: r.owner.token, body: { numbers: newTags(1), from, to } });
    expect(both.status).toBe(400);
  });

  it("two loads of the same numbers at once own each number once", async () => {
    const r = await ranch();
    const numbers = newTags(50);
    const results = await Promise.all(
      [r.owner, r.admin].map((who) =>
        ok<{ added: number }>(api(`/tag/${r.org.id}`, { token: who.token, body: { numbers } }), 201),
      ),
    );
    expect(results.map((x) => x.added).reduce((a, b) => a + b)).toBe(50);
    expect((await listed(r.owner.token, r.org.id)).total).toBe(50);
  });
});

describe("tag states and replaced buttons", () => {
  it("a loaded tag is applied by tagging; lost, it is replaced and the animal keeps its history", async () => {
    const r = await ranch();
    const [worn, spare, other] = newTags(3);
    await ok(api(`/tag/${r.org.id}`, { token: r.owner.token, body: { numbers: [worn, spare] } }), 201);
    await tagAnimals(r.user.token, r.org.id, r.cria, [worn!]);
    const [animal] = await storedAnimals(r.org.id);

    // Applied tags are not set back to disponible by hand; an unknown number is a 404.
    const back = await api(`/tag/${r.org.id}/${worn}`, {
      method: "PATCH",
      token: r.owner.token,
      body: { state: "disponible" },
    });
    expect(back.status).toBe(409);
    const unknown = await api(`/tag/${r.org.id}/${other}`, {
      method: "PATCH",
      token: r.owner.token,
      body: { state: "baja" },
    });
    expect(unknown.status).toBe(404);
    const bad = await api(`/tag/${r.org.id}/12345`, { method: "PATCH", token: r.owner.token, body: { state: "baja" } });
    expect(bad.status).toBe(400);

    const replaced = await api(`/animal/${r.org.id}/${animal!.id}/tag`, {
      method: "PUT",
      token: r.user.token,
      body: { tag: spare },
    });
    expect(replaced.status).toBe(200);
    const page = await animalPage(r.owner.token, r.org.id, animal!.id);
    expect(page.animal.tag).toBe(spare);
    expect(page.previous_tags).toEqual([worn]);
    expect(page.history.map((h) => h.tag)).toEqual([worn]);
    const states = Object.fromEntries((await listed(r.owner.token, r.org.id)).tags.map((t) => [t.number, t.state]));
    expect(states).toEqual({ [worn!]: "perdida", [spare!]: "aplicada" });

    // The lost one may go to baja; the animal now sells by its new tag.
    await ok(api(`/tag/${r.org.id}/${worn}`, { method: "PATCH", token: r.admin.token, body: { state: "baja" } }));
    const sale = await api(`/movement/sell/${r.org.id}`, {
      token: r.owner.token,
      body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }], tags: [spare] },
    });
    expect(sale.status).toBe(201);
  });

  it("two replacements of one button at once leave one tag on the animal and the rest marked lost", async () => {
    const r = await ranch();
    const [worn, a, b] = newTags(3);
    await tagAnimals(r.owner.token, r.org.id, r.cria, [worn!]);
    const [animal] = await storedAnimals(r.org.id);
    const results = await Promise.all(
      [a, b].map((tag) =>
        api(`/animal/${r.org.id}/${animal!.id}/tag`, { method: "PUT", token: r.owner.token, body: { tag } }),
      ),
    );
    // Both may pass when the second reads after the first wrote (then it replaced the first's tag); never neither.
    expect(results.map((x) => x.status)).toContain(200);
    for (const x of results) expect([200, 409]).toContain(x.status);
    const [after] = await storedAnimals(r.org.id);
    const tags = (await listed(r.owner.token, r.org.id)).tags.filter((t) => t.animal_id === animal!.id);
    expect(tags.filter((t) => t.state === "aplicada").map((t) => t.number)).toEqual([after!.tag]);
    expect(tags.filter((t) => t.state !== "aplicada").every((t) => t.state === "perdida")).toBe(true);
  });
});
