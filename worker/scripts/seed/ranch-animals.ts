// The demo ranch's tagged animals (docs/animals.md): the calves of the last weaning tagged the day after it,
// a few newborn calves tagged this week (pending registration, some overdue), two weighing sessions with
// individual weights, one lost and replaced button and a sale that carries its tags. Every later movement of the
// history that takes tagged animals from a rodeo lists their tags, as the API demands, so the stored animals
// are the replay of the log, with the domain's own effect function (animal-effects.ts).
import { nextPlace, type AnimalPlace, type TaggedAnimalData } from "../../areas/herd/animals/animal-effects";
import { stockKey } from "../../areas/herd/movements/stock-effects";
import { registrationDue } from "../../shared/business-days";
import { TAKING_TYPES } from "../../shared/animal-values";
import type { Stock } from "../../areas/herd/movements/replay";
import { addDays, type HistoryBuilder, type InsertFn, type SeedMovement } from "./ranch-builder";
import { marketPrice, meanWeight, round1, ymd, type HistoryContext } from "./ranch-model";

/** Movement types that take animals out of a rodeo's category and so may have to name tagged ones. */
const TAKES: ReadonlySet<string> = new Set(TAKING_TYPES);

interface SeedAnimal extends AnimalPlace, TaggedAnimalData {
  tagging_movement_id: number;
  tagged_at: string;
  registered_at: string | null;
  registration_reference: string | null;
  last_weight: { kg: number; date: string } | null;
  previous_tag: string | null;
}

interface SeedEvent {
  animal: SeedAnimal;
  movement_id: number;
  tag: string;
  kg: number | null;
  changes_state: boolean;
  before: string | null;
}

/** Builds the Argentine tag numbers of the demo's boxes of buttons: 032 + a RENSPA-like prefix + a serial. */
const tagNumber = (serial: number) => `0320600${String(serial).padStart(8, "0")}`;

export class SeedAnimals {
  readonly animals: SeedAnimal[] = [];
  readonly events: SeedEvent[] = [];
  private serial = 41_000;

  /** The tags a movement of `h` must list: enough of the category's tagged animals that the rest still fit. */
  tagsFor(m: Omit<SeedMovement, "id" | "date" | "lot_id" | "cycle_id">, stock: Stock): string[] {
    if (!TAKES.has(m.type) || !m.rodeo_id || Array.isArray(m.data.tags)) return [];
    const tags: string[] = [];
    for (const line of m.animals) {
      const tagged = this.active(m.rodeo_id, line.category_id);
      const count = stock.get(stockKey(m.rodeo_id, line.category_id)) ?? 0;
      const need = Math.max(0, tagged.length - (count - line.count));
      tags.push(...tagged.slice(0, need).map((a) => a.tag));
    }
    return tags;
  }

  /** Follows a recorded movement: its listed tags move, end or get their weight. */
  follow(m: SeedMovement) {
    const weights = (m.data.weights as Array<{ tag: string; kg: number }> | undefined) ?? [];
    for (const w of weights) {
      const animal = this.byTag(w.tag);
      animal.last_weight = { kg: w.kg, date: m.date };
      this.events.push({ animal, movement_id: m.id, tag: w.tag, kg: w.kg, changes_state: false, before: null });
    }
    for (const tag of (m.data.tags as string[] | undefined) ?? []) {
      const animal = this.byTag(tag);
      const before = JSON.stringify({
        rodeo_id: animal.rodeo_id,
        category_id: animal.category_id,
        state: animal.state,
        ended_movement_id: animal.ended_movement_id,
      });
      const next = nextPlace(m, tag, animal, m.id);
      if (!next.ok) throw new Error(`Seed: ${next.message}`);
      Object.assign(animal, next.place);
      this.events.push({ animal, movement_id: m.id, tag, kg: null, changes_state: true, before });
    }
  }

  /** No rodeo holds more active tagged animals of a category than its count (the API's guard). */
  check(stock: Stock) {
    const active = new Map<string, number>();
    for (const a of this.animals) {
      if (a.state === "activo")
        active.set(stockKey(a.rodeo_id, a.category_id), (active.get(stockKey(a.rodeo_id, a.category_id)) ?? 0) + 1);
    }
    for (const [key, n] of active) {
      if (n > (stock.get(key) ?? 0)) throw new Error(`Seed: ${n} animales caravaneados en ${key}, más que su cantidad`);
    }
  }

  /** A TAGGING of `lines` (category → [count, sex]) of a rodeo; registered `registeredAfter` days later, or not. */
  tag(
    h: HistoryBuilder,
    day: string,
    rodeo: number,
    lines: Record<string, [number, "macho" | "hembra"]>,
    registeredAfter: number | null,
  ) {
    const tagged: TaggedAnimalData[] = [];
    for (const [category, [count, sex]] of Object.entries(lines)) {
      for (let i = 0; i < count; i++) {
        const tag = tagNumber(this.serial++);
        tagged.push({
          tag,
          sex,
          category_id: h.categoryId(category),
          visual: tag.slice(-4),
          birth_date: null,
          birth_estimated: false,
          dam_tag: null,
        });
      }
    }
    if (!tagged.length) return;
    const counts = Object.fromEntries(Object.entries(lines).map(([c, [n]]) => [c, n]));
    const movement = h.record(day, {
      type: "TAGGING",
      rodeo,
      animals: counts,
      data: { tagged },
      detail: "Caravaneo con caravanas electrónicas",
    });
    if (!movement) return;
    for (const a of tagged) {
      const animal: SeedAnimal = {
        ...a,
        rodeo_id: rodeo,
        state: "activo",
        ended_movement_id: null,
        tagging_movement_id: movement.id,
        tagged_at: day,
        registered_at: registeredAfter === null ? null : addDays(day, registeredAfter),
        registration_reference: registeredAfter === null ? null : `SIGSA ${day.replaceAll("-", "")}-${movement.id}`,
        last_weight: null,
        previous_tag: null,
      };
      this.animals.push(animal);
      this.events.push({ animal, movement_id: movement.id, tag: a.tag, kg: null, changes_state: true, before: null });
    }
    this.check(h.stock);
  }

  /** A weighing session of a rodeo's tagged animals: the rodeo's WEIGHING with each one's weight. */
  weigh(h: HistoryContext["h"], day: string, rodeo: number, around: number, rnd: HistoryContext["rnd"]) {
    const weighed = this.animals.filter((a) => a.state === "activo" && a.rodeo_id === rodeo);
    if (!weighed.length) return;
    const weights = weighed.map((a) => ({ tag: a.tag, kg: round1(rnd.around(around, around * 0.08)) }));
    const mean = round1(weights.reduce((s, w) => s + w.kg, 0) / weights.length);
    h.record(day, {
      type: "WEIGHING",
      rodeo,
      data: { mean_weight: mean, animals_weighed: weights.length, weights },
      detail: "Sesión de pesada con lector de caravanas",
    });
  }

  /** A lost button replaced: the animal wears a new tag; its history keeps the old one. */
  replaceTag(index: number) {
    const animal = this.animals.filter((a) => a.state === "activo")[index];
    if (!animal) return;
    animal.previous_tag = animal.tag;
    animal.tag = tagNumber(this.serial++);
  }

  /** Rows for the animals, their events and the tags (applied, lost, and a box still unused). */
  write(insert: InsertFn, organizationId: number, now: string) {
    const ids = new Map<SeedAnimal, number>();
    for (const a of this.animals) {
      ids.set(
        a,
        insert("animals", {
          organization_id: organizationId,
          tag: a.tag,
          tag_reversed: [...a.tag].reverse().join(""),
          visual: a.visual ?? a.tag.slice(-4),
          sex: a.sex,
          category_id: a.category_id,
          rodeo_id: a.rodeo_id,
          birth_date: null,
          birth_estimated: false,
          dam_tag: null,
          tagged_at: a.tagged_at,
          tagging_movement_id: a.tagging_movement_id,
          registration_due: registrationDue(a.tagged_at),
          registered_at: a.registered_at,
          registration_reference: a.registration_reference,
          state: a.state,
          ended_movement_id: a.ended_movement_id,
          last_weight_kg: a.last_weight?.kg ?? null,
          last_weight_date: a.last_weight?.date ?? null,
          created_at: now,
          updated_at: now,
        }),
      );
    }
    for (const e of this.events) {
      insert("animal_events", {
        organization_id: organizationId,
        animal_id: ids.get(e.animal)!,
        movement_id: e.movement_id,
        tag: e.tag,
        kg: e.kg,
        changes_state: e.changes_state,
        before: e.before,
      });
    }
    const tagRow = (number: string, state: string, animal: number | null) =>
      insert("tags", {
        organization_id: organizationId,
        number,
        state,
        animal_id: animal,
        created_at: now,
        updated_at: now,
      });
    for (const a of this.animals) {
      if (a.previous_tag) tagRow(a.previous_tag, "perdida", ids.get(a)!);
      tagRow(a.tag, "aplicada", ids.get(a)!);
    }
    for (let i = 0; i < 40; i++) tagRow(tagNumber(this.serial++), "disponible", null);
  }

  private active(rodeo: number, category: number) {
    return this.animals.filter((a) => a.state === "activo" && a.rodeo_id === rodeo && a.category_id === category);
  }

  private byTag(tag: string) {
    const animal = this.animals.find((a) => a.tag === tag);
    if (!animal) throw new Error(`Seed: la caravana ${tag} no es de ningún animal`);
    return animal;
  }
}

/**
 * The tagging year: the calves of the last weaning tagged the day after it, weighed a month and four months
 * later, one button replaced, five sold with their tags; this week's newborn calves tagged and still pending.
 */
export function scheduleAnimals(ctx: HistoryContext, animals: SeedAnimals) {
  const { h, rnd, rodeos: r } = ctx;
  const year = Number(ctx.today.slice(0, 4));
  const weaning = ymd(year, 3, 20) < ctx.today ? ymd(year, 3, 20) : ymd(year - 1, 3, 20);
  const on = (day: string, run: (day: string) => void) => day > ctx.start && day <= ctx.today && h.on(day, run);
  const tagged = addDays(weaning, 1);
  on(tagged, (day) => {
    // All registered a week later but the last dozen, still pending and overdue.
    animals.tag(h, day, r.destete, { Ternero: [h.count(r.destete, "Ternero"), "macho"] }, 7);
    animals.tag(h, day, r.destete, { Ternera: [Math.max(0, h.count(r.destete, "Ternera") - 12), "hembra"] }, 7);
    animals.tag(h, day, r.destete, { Ternera: [Math.min(12, h.count(r.destete, "Ternera")), "hembra"] }, null);
  });
  on(addDays(weaning, 30), (day) => animals.weigh(h, day, r.destete, meanWeight("destete", day), rnd));
  on(addDays(weaning, 60), () => animals.replaceTag(3));
  on(addDays(weaning, 90), (day) =>
    h.record(day, {
      type: "SELL",
      rodeo: r.destete,
      animals: { Ternero: Math.min(5, h.count(r.destete, "Ternero")) },
      data: {
        buyer: "Feedlot Don Julio",
        // The market's price of the day for calves, without drawing from the history's random numbers.
        price_per_kg: Math.round(marketPrice(ctx, day) * 1.15),
        mean_weight: round1(meanWeight("destete", day)),
        dte_number: "51200347",
      },
      detail: "Venta de terneros con caravana",
    }),
  );
  on(addDays(weaning, 120), (day) => animals.weigh(h, day, r.destete, meanWeight("destete", day), rnd));
  // This week's marking: a few newborn calves of the breeding herd, to register within 10 business days.
  on(addDays(ctx.today, -2), (day) =>
    animals.tag(
      h,
      day,
      r.cria,
      {
        Ternero: [Math.min(6, Math.floor(h.count(r.cria, "Ternero") / 2)), "macho"],
        Ternera: [Math.min(6, Math.floor(h.count(r.cria, "Ternera") / 2)), "hembra"],
      },
      null,
    ),
  );
}
