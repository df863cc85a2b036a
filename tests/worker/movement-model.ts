// An independent model of the herd stock for the property test, written from docs/herd.md and not
// from worker/areas/herd/movements: it knows nothing of production's effect table, only what each operation means
// (buy, birth and incoming transfers add; sell, death, consumption and outgoing transfers remove;
// recategorization moves between categories; a change of rodeo moves between rodeos; weaning moves
// calves to a rodeo and category; an audit sets a count). From each step's own inputs it predicts
// the answer (201/200, 400, 404 or 409) and the stock, per rodeo id and category name.

/** The animals of one movement body as the test built it. */
export interface ModelLine {
  kind: string;
  rodeo: number;
  /** The destination rodeo (change of rodeo, weaning). */
  other: number;
  category: string;
  /** The destination category (recategorization, weaning). */
  category2: string;
  count: number;
}

export type ModelStep =
  | { op: "create"; line: ModelLine }
  | { op: "edit"; id: number; line: ModelLine }
  | { op: "delete"; id: number }
  | { op: "audit"; rodeo: number; category: string; count: number }
  | { op: "rodeo"; count: number };

type Change = Map<string, number>;

const ADDS = new Set(["BUY", "BIRTH", "TRANSFER"]);
const REMOVES = new Set(["SELL", "DEATH", "OUTGOING_TRANSFER", "CONSUMPTION"]);
const key = (rodeo: number, category: string) => `${rodeo}:${category}`;

function change(entries: Array<[rodeo: number, category: string, delta: number]>): Change {
  const out: Change = new Map();
  for (const [rodeo, category, delta] of entries)
    out.set(key(rodeo, category), (out.get(key(rodeo, category)) ?? 0) + delta);
  return out;
}

/** What a movement does to the herd, by its meaning. */
function changeOf(l: ModelLine): Change {
  if (ADDS.has(l.kind)) return change([[l.rodeo, l.category, l.count]]);
  if (REMOVES.has(l.kind)) return change([[l.rodeo, l.category, -l.count]]);
  const out = (toRodeo: number, toCategory: string) =>
    change([
      [l.rodeo, l.category, -l.count],
      [toRodeo, toCategory, l.count],
    ]);
  if (l.kind === "RECATEGORIZATION") return out(l.rodeo, l.category2);
  if (l.kind === "CHANGE_RODEO") return out(l.other, l.category);
  if (l.kind === "WEANING") return out(l.other, l.category2);
  throw new Error(`the model does not know ${l.kind}`);
}

/** Bodies the API must refuse before anything else: same category or same rodeo on both ends. */
const invalid = (l: ModelLine) =>
  (l.kind === "RECATEGORIZATION" && l.category === l.category2) || (l.kind === "CHANGE_RODEO" && l.rodeo === l.other);

export class HerdModel {
  private readonly counts = new Map<string, number>();
  /** Live movements: what each did, to revert on edit or delete. */
  private readonly entries = new Map<number, Change>();
  private readonly deleted = new Set<number>();

  constructor(initial: Record<number, Record<string, number>>) {
    for (const [rodeo, categories] of Object.entries(initial)) {
      for (const [category, count] of Object.entries(categories)) this.counts.set(key(Number(rodeo), category), count);
    }
  }

  /** Counts above zero, keyed `rodeo:category name`. */
  stock(): Record<string, number> {
    return Object.fromEntries([...this.counts].filter(([, n]) => n !== 0));
  }

  /** The counts after undoing `undo` and doing `apply`, or null when one would go below zero. */
  private after(undo: Change | undefined, apply: Change | undefined): Map<string, number> | null {
    const next = new Map(this.counts);
    for (const [k, d] of undo ?? []) next.set(k, (next.get(k) ?? 0) - d);
    for (const [k, d] of apply ?? []) next.set(k, (next.get(k) ?? 0) + d);
    for (const n of next.values()) if (n < 0) return null;
    return next;
  }

  private commit(next: Map<string, number>) {
    this.counts.clear();
    for (const [k, n] of next) this.counts.set(k, n);
  }

  /**
   * Applies a step the way docs/herd.md says it should go and returns the status the API must have
   * answered. `id` is the id the API gave a success (new movement or rodeo); the model trusts the API
   * for ids only, then checks the prediction against the real answer.
   */
  apply(step: ModelStep, id: number | null): number {
    switch (step.op) {
      case "create": {
        if (invalid(step.line)) return 400;
        const effect = changeOf(step.line);
        const next = this.after(undefined, effect);
        if (!next) return 409;
        this.commit(next);
        if (id !== null) this.entries.set(id, effect);
        return 201;
      }
      case "edit": {
        if (invalid(step.line)) return 400;
        if (this.deleted.has(step.id) || !this.entries.has(step.id)) return 404;
        const effect = changeOf(step.line);
        const next = this.after(this.entries.get(step.id), effect);
        if (!next) return 409;
        this.commit(next);
        this.entries.set(step.id, effect);
        return 200;
      }
      case "delete": {
        if (this.deleted.has(step.id) || !this.entries.has(step.id)) return 404;
        const next = this.after(this.entries.get(step.id), undefined);
        if (!next) return 409;
        this.commit(next);
        this.deleted.add(step.id);
        return 200;
      }
      case "audit": {
        // A count set by hand: the difference it made is what a later delete gives back.
        const current = this.counts.get(key(step.rodeo, step.category)) ?? 0;
        const effect = change([[step.rodeo, step.category, step.count - current]]);
        this.commit(this.after(undefined, effect)!);
        if (id !== null) this.entries.set(id, effect);
        return 200;
      }
      case "rodeo": {
        if (id === null) return 201;
        this.counts.set(key(id, "Vaca"), step.count);
        return 201;
      }
    }
  }
}

// ---- Supplies (docs/supplies.md): the same idea for assets.quantity, in thousandths of the unit. ----
// Loads add, consumptions and treatments with a supply take, a count sets the quantity (its difference
// is what a later delete gives back); a removed supply may not be named again nor grow; nothing goes
// below zero. Quantities are integers (thousandths), so the model is exact.

export type SupplyStep =
  | { op: "new"; milli: number | null }
  | { op: "load"; supplies: number[]; milli: number[] }
  | { op: "take"; supply: number; milli: number }
  | { op: "edit"; id: number; milli: number }
  | { op: "delete"; id: number }
  | { op: "count"; supply: number; milli: number }
  | { op: "remove"; supply: number }
  | { op: "rename"; supply: number };

export class SupplyModel {
  private readonly quantity = new Map<number, number>();
  private readonly removed = new Set<number>();
  /** Live movements: the signed change each made per supply. */
  private readonly entries = new Map<number, Map<number, number>>();

  /** Quantity per supply id, in thousandths (removed supplies included). */
  quantities(): Record<number, number> {
    return Object.fromEntries(this.quantity);
  }

  known = (supply: number) => this.quantity.has(supply);

  private sum(pairs: Array<[number, number]>) {
    const out = new Map<number, number>();
    for (const [a, d] of pairs) out.set(a, (out.get(a) ?? 0) + d);
    return out;
  }

  /** null (409) when a change would leave a supply below zero or make a removed one grow. */
  private after(undo: Map<number, number> | undefined, apply: Map<number, number> | undefined) {
    const net = this.sum([...(undo ?? [])].map(([a, d]) => [a, -d] as [number, number]));
    for (const [a, d] of apply ?? []) net.set(a, (net.get(a) ?? 0) + d);
    const next = new Map(this.quantity);
    for (const [a, d] of net) {
      if (d === 0) continue;
      if (d > 0 && this.removed.has(a)) return null;
      next.set(a, (next.get(a) ?? 0) + d);
      if (next.get(a)! < 0) return null;
    }
    return next;
  }

  private commit(next: Map<number, number>) {
    for (const [a, q] of next) this.quantity.set(a, q);
  }

  /**
   * The status the API must answer for `step`. `ids` are what the API gave a success: the new supply's
   * id (op "new") and the movement's id (when it wrote one).
   */
  apply(step: SupplyStep, ids: { supply?: number; movement?: number | null }): number {
    switch (step.op) {
      case "new":
        this.quantity.set(ids.supply!, step.milli ?? 0);
        if (step.milli && ids.movement) this.entries.set(ids.movement, new Map([[ids.supply!, step.milli]]));
        return 201;
      case "load":
      case "take": {
        const named = step.op === "load" ? step.supplies : [step.supply];
        if (named.some((a) => this.removed.has(a))) return 400;
        const effect =
          step.op === "load"
            ? this.sum(step.supplies.map((a, i) => [a, step.milli[i]!]))
            : new Map([[step.supply, -step.milli]]);
        const next = this.after(undefined, effect);
        if (!next) return 409;
        this.commit(next);
        if (ids.movement) this.entries.set(ids.movement, effect);
        return 201;
      }
      case "edit": {
        const old = this.entries.get(step.id);
        if (!old) return 404;
        const [supply, d] = [...old][0]!;
        if (this.removed.has(supply)) return 400;
        const effect = new Map([[supply, Math.sign(d) * step.milli]]);
        const next = this.after(old, effect);
        if (!next) return 409;
        this.commit(next);
        this.entries.set(step.id, effect);
        return 200;
      }
      case "delete": {
        const old = this.entries.get(step.id);
        if (!old) return 404;
        const next = this.after(old, undefined);
        if (!next) return 409;
        this.commit(next);
        this.entries.delete(step.id);
        return 200;
      }
      case "count": {
        if (this.removed.has(step.supply)) return 404;
        const difference = step.milli - (this.quantity.get(step.supply) ?? 0);
        this.quantity.set(step.supply, step.milli);
        if (difference !== 0 && ids.movement) this.entries.set(ids.movement, new Map([[step.supply, difference]]));
        return 200;
      }
      case "remove":
      case "rename":
        if (this.removed.has(step.supply)) return 404;
        if (step.op === "remove") this.removed.add(step.supply);
        return 200;
    }
  }
}
