// Tagged animals on top of the counts (docs/animals.md): tagging changes no count and never puts more tagged
// animals in a rodeo than its count; a sale, a death or a move that lists tags changes counts and animals in
// one batch; deleting it restores them; exactly-once sessions; outsiders, plain users and bad input.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tasks } from "../../worker/db/schema";
import { api, db } from "./fixtures";
import { ok, ranch, storedStock } from "./herd-helpers";
import { animalList, animalPage, newTags, storedAnimals, tagAnimals } from "./animal-helpers";
import { stockKey } from "../../worker/areas/herd/movements/stock-effects";
import { categoryIds } from "./herd-helpers";

describe("tagging", () => {
  it("creates the animals without changing the counts, and refuses more tagged animals than head", async () => {
    const r = await ranch();
    const before = await storedStock(r.org.id);
    const tags = newTags(3);
    const { movement } = await tagAnimals(r.user.token, r.org.id, r.cria, tags);
    expect(await storedStock(r.org.id)).toEqual(before);
    const stored = await storedAnimals(r.org.id);
    expect(stored.map((a) => [a.tag, a.state, a.rodeo_id, a.tagging_movement_id])).toEqual(
      tags.map((t) => [t, "activo", r.cria, movement.id]),
    );
    // 2026-05-04 (Monday) + 10 business days, 25 May a holiday at most: never before the 18th.
    expect(stored[0]!.registration_due >= "2026-05-18").toBe(true);
    // The owner gets the task to register them by that day.
    const task = (await db().select().from(tasks).where(eq(tasks.organization_id, r.org.id)))[0]!;
    expect([task.assignee_id, task.due_date, task.priority]).toEqual([r.owner.id, stored[0]!.registration_due, "alta"]);
    expect(task.title).toBe("Registrar en SENASA 3 animales caravaneados el 04/05/2026");

    // Cría has 2 Toro: a third tagged bull does not fit.
    const bulls = newTags(3);
    const over = await api(`/animal/${r.org.id}/tagging`, {
      token: r.owner.token,
      body: {
        date: "2026-05-04",
        rodeo_id: r.cria,
        animals: bulls.map((tag) => ({ tag, sex: "macho", category: "Toro" })),
      },
    });
    expect(over.status).toBe(409);
    expect(JSON.stringify(over.body)).toContain("caravaneados");
    expect((await storedAnimals(r.org.id)).length).toBe(3);
  });

  it("answers a repeated client id with the same movement and tags nothing twice", async () => {
    const r = await ranch();
    const tags = newTags(2);
    const client_id = crypto.randomUUID();
    const body = {
      date: "2026-05-04",
      rodeo_id: r.cria,
      client_id,
      animals: tags.map((tag) => ({ tag, sex: "hembra", category: "Vaca" })),
    };
    const [a, b] = await Promise.all([
      api<{ movement: { id: number } }>(`/animal/${r.org.id}/tagging`, { token: r.owner.token, body }),
      api<{ movement: { id: number } }>(`/animal/${r.org.id}/tagging`, { token: r.owner.token, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.movement.id).toBe(b.body.movement.id);
    const again = await api<{ movement: { id: number } }>(`/animal/${r.org.id}/tagging`, {
      token: r.owner.token,
      body,
    });
    expect(again.status).toBe(200);
    expect((await storedAnimals(r.org.id)).length).toBe(2);
  });

  it("refuses a tag already on an animal, a wrong number naming its line, outsiders and other rodeos", async () => {
    const r = await ranch();
    const [tag] = newTags(1);
    await tagAnimals(r.owner.token, r.org.id, r.cria, [tag!]);
    const twice = await api(`/animal/${r.org.id}/tagging`, {
      token: r.owner.token,
      body: { date: "2026-05-05", rodeo_id: r.cria, animals: [{ tag, sex: "hembra", category: "Vaca" }] },
    });
    expect(twice.status).toBe(409);

    const bad = await api(`/tag/${r.org.id}`, {
      token: r.owner.token,
      body: { numbers: ["032000000000001", "03200000000000X", "982000000000001"] },
    });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(bad.body);
    expect(text).toContain("Línea 2");
    expect(text).toContain("Línea 3");
    expect(text).toContain("032");

    const outsider = await api(`/animal/${r.org.id}`, { token: r.outsider.token });
    expect(outsider.status).toBe(403);
    const otherRodeo = await api(`/animal/${r.otherOrg.id}/tagging`, {
      token: r.outsider.token,
      body: {
        date: "2026-05-05",
        rodeo_id: r.cria,
        animals: [{ tag: newTags(1)[0], sex: "hembra", category: "Vaca" }],
      },
    });
    expect(otherRodeo.status).toBe(400);
    const foreignDetail = await api(`/animal/${r.otherOrg.id}/${(await storedAnimals(r.org.id))[0]!.id}`, {
      token: r.outsider.token,
    });
    expect(foreignDetail.status).toBe(404);
  });
});

describe("movements that list tags", () => {
  it("a sale ends its animals with the counts, and deleting it restores both", async () => {
    const r = await ranch();
    const tags = newTags(4);
    await tagAnimals(r.owner.token, r.org.id, r.cria, tags);
    const cats = await categoryIds(r.org.id, r.owner.token);
    const sale = await ok<{ movement: { id: number } }>(
      api(`/movement/sell/${r.org.id}`, {
        token: r.user.token,
        body: {
          date: "2026-06-01",
          rodeo_id: r.cria,
          animals: [{ type: "Vaca", count: 5 }],
          tags: [`${tags[0]!.slice(0, 3)} ${tags[0]!.slice(3)}`, tags[1]],
          dte_number: "12345678",
        },
      }),
      201,
    );
    expect((await storedStock(r.org.id)).get(stockKey(r.cria, cats.Vaca!))).toBe(45);
    const sold = (await storedAnimals(r.org.id)).filter((a) => a.state === "vendido");
    expect(sold.map((a) => [a.tag, a.ended_movement_id])).toEqual([
      [tags[0], sale.movement.id],
      [tags[1], sale.movement.id],
    ]);
    const page = await animalPage(r.owner.token, r.org.id, sold[0]!.id);
    expect(page.history.map((h) => h.type)).toEqual(["TAGGING", "SELL"]);

    // A sold animal cannot be sold again.
    const again = await api(`/movement/sell/${r.org.id}`, {
      token: r.owner.token,
      body: { date: "2026-06-02", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }], tags: [tags[0]] },
    });
    expect(again.status).toBe(409);

    await ok(api(`/movement/delete/${r.org.id}/${sale.movement.id}`, { method: "DELETE", token: r.owner.token }));
    expect((await storedStock(r.org.id)).get(stockKey(r.cria, cats.Vaca!))).toBe(50);
    expect((await storedAnimals(r.org.id)).every((a) => a.state === "activo" && a.ended_movement_id === null)).toBe(
      true,
    );
  });

  it("a category in a sold animal's history is not deleted, though it has no head left", async () => {
    const r = await ranch();
    const bulls = newTags(2);
    await tagAnimals(r.owner.token, r.org.id, r.cria, bulls, { category: "Toro", sex: "macho" });
    await ok(
      api(`/movement/sell/${r.org.id}`, {
        token: r.owner.token,
        body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Toro", count: 2 }], tags: bulls },
      }),
      201,
    );
    const cats = await categoryIds(r.org.id, r.owner.token);
    const gone = await api(`/animal-categories/${r.org.id}/${cats.Toro}`, { method: "DELETE", token: r.owner.token });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain("animales caravaneados");
  });

  it("refuses a sale without tags that would leave fewer head than tagged animals", async () => {
    const r = await ranch();
    await tagAnimals(r.owner.token, r.org.id, r.cria, newTags(2), { category: "Toro", sex: "macho" });
    const sale = await api(`/movement/sell/${r.org.id}`, {
      token: r.owner.token,
      body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Toro", count: 1 }] },
    });
    expect(sale.status).toBe(409);
    expect(JSON.stringify(sale.body)).toContain("caravaneados");
  });

  it("a move to another rodeo carries its animals; an earlier movement cannot be deleted under a later one", async () => {
    const r = await ranch();
    const tags = newTags(2);
    const tagging = await tagAnimals(r.owner.token, r.org.id, r.cria, tags);
    const move = await ok<{ movement: { id: number } }>(
      api(`/movement/rodeo/move/${r.org.id}`, {
        token: r.owner.token,
        body: {
          date: "2026-06-01",
          rodeo_id: r.cria,
          to_rodeo_id: r.recria,
          animals: [{ type: "Vaca", count: 3 }],
          tags,
        },
      }),
      201,
    );
    expect((await storedAnimals(r.org.id)).map((a) => a.rodeo_id)).toEqual([r.recria, r.recria]);
    const early = await api(`/movement/delete/${r.org.id}/${tagging.movement.id}`, {
      method: "DELETE",
      token: r.owner.token,
    });
    expect(early.status).toBe(409);
    await ok(api(`/movement/delete/${r.org.id}/${move.movement.id}`, { method: "DELETE", token: r.owner.token }));
    expect((await storedAnimals(r.org.id)).map((a) => a.rodeo_id)).toEqual([r.cria, r.cria]);
    await ok(api(`/movement/delete/${r.org.id}/${tagging.movement.id}`, { method: "DELETE", token: r.owner.token }));
    expect(await storedAnimals(r.org.id)).toEqual([]);
  });

  it("two sales of the same animal at once: one is recorded, the other refused", async () => {
    const r = await ranch();
    const [tag] = newTags(1);
    await tagAnimals(r.owner.token, r.org.id, r.cria, [tag!]);
    const body = { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }], tags: [tag] };
    const results = await Promise.all([
      api(`/movement/sell/${r.org.id}`, { token: r.owner.token, body }),
      api(`/movement/sell/${r.org.id}`, { token: r.admin.token, body }),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([201, 409]);
    expect(
      (await storedStock(r.org.id)).get(stockKey(r.cria, (await categoryIds(r.org.id, r.owner.token)).Vaca!)),
    ).toBe(49);
  });

  it("an edit from a form that does not know the tags keeps them", async () => {
    const r = await ranch();
    const tags = newTags(1);
    await tagAnimals(r.owner.token, r.org.id, r.cria, tags);
    const death = await ok<{ movement: { id: number } }>(
      api(`/movement/death/${r.org.id}`, {
        token: r.owner.token,
        body: { date: "2026-06-01", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 1 }], tags },
      }),
      201,
    );
    await ok(
      api(`/movement/death/${r.org.id}/${death.movement.id}`, {
        method: "PUT",
        token: r.owner.token,
        body: { date: "2026-06-02", rodeo_id: r.cria, animals: [{ type: "Vaca", count: 2 }], cause: "rayo" },
      }),
    );
    const [animal] = await storedAnimals(r.org.id);
    expect([animal!.state, animal!.ended_movement_id]).toEqual(["muerto", death.movement.id]);
  });
});

describe("weighing sessions, registration and reads", () => {
  it("writes each weight and the rodeo's weighing; the animal's page shows its gain", async () => {
    const r = await ranch();
    const tags = newTags(2);
    await tagAnimals(r.owner.token, r.org.id, r.cria, tags);
    for (const [date, kg] of [
      ["2026-06-01", 400],
      ["2026-07-01", 430],
    ] as const) {
      const res = await ok<{ movement: { type: string; data: Record<string, unknown> } }>(
        api(`/animal/${r.org.id}/weighing`, {
          token: r.user.token,
          body: {
            date,
            rodeo_id: r.cria,
            weights: [
              { tag: tags[0], kg },
              { tag: tags[1], kg: kg + 20 },
            ],
          },
        }),
        201,
      );
      expect(res.movement.type).toBe("WEIGHING");
      expect(res.movement.data.mean_weight).toBe(kg + 10);
    }
    const [first] = await storedAnimals(r.org.id);
    expect([first!.last_weight_kg, first!.last_weight_date]).toEqual([430, "2026-07-01"]);
    const page = await animalPage(r.owner.token, r.org.id, first!.id);
    expect(page.daily_gain.daily_weight_gain).toBe(1);
    const found = await animalList(r.owner.token, r.org.id, `q=${tags[0]!.slice(-5)}`);
    // The tag ending with the digits comes first (others may contain them elsewhere).
    expect(found.animals[0]!.tag).toBe(tags[0]);
    // The list and a search read the session and the membership with the page: one statement; an animal's page
    // at most three (session, membership, the read).
    for (const [path, statements] of [
      [`/animal/${r.org.id}`, 1],
      [`/animal/${r.org.id}?q=${tags[1]!.slice(-4)}`, 1],
      [`/animal/${r.org.id}/${first!.id}`, 3],
    ] as const) {
      const res = await api(path, { token: r.user.token });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get("x-db-queries")), path).toBeLessThanOrEqual(statements);
    }
    // Page 2 of one animal is empty and still counts it.
    const past = await animalList(r.owner.token, r.org.id, `q=${tags[0]!.slice(-5)}&limit=1&page=2`);
    expect(past.animals).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(1);
  });

  it("the list: an outsider 403 whatever the query, a bad id 400, a gone session 401, and no animal read for them", async () => {
    const r = await ranch();
    await tagAnimals(r.owner.token, r.org.id, r.cria, newTags(1));
    const code = async (token: string, org: number | string, query = "") => {
      const res = await api(`/animal/${org}${query}`, { token });
      return `${res.status} ${String(res.body.code)}${"animals" in res.body ? " with animals" : ""}`;
    };
    expect(await code(r.outsider.token, r.org.id)).toBe("403 NOT_A_MEMBER");
    expect(await code(r.outsider.token, r.org.id, "?limit=nada")).toBe("403 NOT_A_MEMBER");
    expect(await code(r.owner.token, "abc")).toBe("400 INVALID_ID");
    expect(await code(r.owner.token, r.org.id, "?limit=nada")).toBe("400 VALIDATION_ERROR");
    expect((await api("/auth/log-out", { method: "POST", token: r.user.token })).status).toBe(200);
    for (const query of ["", "?limit=nada"])
      expect(await code(r.user.token, r.org.id, query)).toBe("401 INVALID_TOKEN");
  });

  it("registers all the tags or none; plain users may not; the pending CSV lists the rest", async () => {
    const r = await ranch();
    const tags = newTags(3);
    await tagAnimals(r.owner.token, r.org.id, r.cria, tags);
    const body = { tags: [tags[0], tags[1]], date: "2026-05-10", reference: "SIGSA 4471" };
    expect((await api(`/animal/${r.org.id}/registration`, { token: r.user.token, body })).status).toBe(403);
    const unknown = await api(`/animal/${r.org.id}/registration`, {
      token: r.owner.token,
      body: { ...body, tags: [tags[0], newTags(1)[0]] },
    });
    expect(unknown.status).toBe(400);
    expect((await storedAnimals(r.org.id)).every((a) => a.registered_at === null)).toBe(true);
    await ok(api(`/animal/${r.org.id}/registration`, { token: r.owner.token, body }));
    const pending = await animalList(r.owner.token, r.org.id, "registration=pendiente");
    expect(pending.animals.map((a) => a.tag)).toEqual([tags[2]]);
    const csv = await api<{ raw: string }>(`/animal/${r.org.id}/registration.csv`, { token: r.user.token });
    expect(csv.status).toBe(200);
    expect(csv.body.raw).toContain(tags[2]);
    expect(csv.body.raw).not.toContain(tags[0]);
  });
});
