// The demo ranch's tagged animals (worker/scripts/seed/ranch-animals.ts): the last weaning's calves tagged, some
// pending registration, two weighing sessions, one replaced button, a sale with its tags; the animals fit their
// counts and the API reads and changes them like any others.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tags } from "../../worker/db/schema";
import { api, db, makeTeam } from "./fixtures";
import { loadDemoRanch } from "./ranch-loader";
import { animalList, animalPage, storedAnimals } from "./animal-helpers";
import { storedMovements, storedStock } from "./herd-helpers";
import { stockKey } from "../../worker/areas/herd/movements/stock-effects";

describe("the demo ranch's tagged animals", () => {
  it("are the calves of the last weaning and this week's, fitting their counts, with their sessions", async () => {
    const { owner, org } = await makeTeam();
    await loadDemoRanch(org.id, owner);
    const animals = await storedAnimals(org.id);
    expect(animals.length).toBeGreaterThan(150);
    const stock = await storedStock(org.id);
    const active = new Map<string, number>();
    for (const a of animals.filter((x) => x.state === "activo")) {
      const key = stockKey(a.rodeo_id, a.category_id);
      active.set(key, (active.get(key) ?? 0) + 1);
    }
    for (const [key, n] of active) expect(n).toBeLessThanOrEqual(stock.get(key) ?? 0);

    const pending = await animalList(owner.token, org.id, "registration=pendiente&limit=200");
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.total).toBeLessThan(animals.length);

    const log = await storedMovements(org.id);
    const sessions = log.filter(
      (m) => m.type === "WEIGHING" && Array.isArray((m.data as { weights?: unknown }).weights),
    );
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    const sold = animals.filter((a) => a.state !== "activo");
    for (const a of sold) expect(log.find((m) => m.id === a.ended_movement_id)?.data).toHaveProperty("tags");

    const lost = await db().select().from(tags).where(eq(tags.state, "perdida"));
    const replaced = lost.find((t) => animals.some((a) => a.id === t.animal_id));
    if (replaced) {
      const page = await animalPage(owner.token, org.id, replaced.animal_id!);
      expect(page.previous_tags).toContain(replaced.number);
    }
    // The newest tagging (this week's) can still be undone through the API: nothing else lists its animals.
    const newest = log.filter((m) => m.type === "TAGGING").at(-1)!;
    const undo = await api(`/movement/delete/${org.id}/${newest.id}`, { method: "DELETE", token: owner.token });
    expect(undo.status).toBe(200);
  });
});
