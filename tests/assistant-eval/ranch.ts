// The demo ranch as the screens read it (docs/assistant.md, "Evaluation"): every figure a right answer must contain
// comes from the same API routes the screens use, read as a member when the set runs, never typed into the set.
import { call } from "../bench/live-support";

interface StockLine {
  category_id: number;
  category: string;
  count: number;
  ev: number;
}
export interface RodeoRead {
  id: number;
  name: string;
  lot: { id: number; name: string } | null;
  stock: StockLine[];
  total: number;
  last_mean_weight: number | null;
  last_weighing_date: string | null;
  daily_gain: number | null;
}
interface LotRead {
  id: number;
  name: string;
  field_id: number | null;
  hectares: number;
}
interface FieldRead {
  id: number;
  name: string;
}
export interface MovementRead {
  type: string;
  date: string;
  animals: Array<{ type: string; count: number }>;
  data: Record<string, unknown>;
}
interface TaskRead {
  title: string;
  assignee: { id: number; name: string } | null;
  due_date: string | null;
  status: string;
}
interface SupplyRead {
  id: number;
  name: string;
  quantity: number;
  minimum: number;
  unit: string;
}

interface CycleKpis {
  pregnancy_rate: number | null;
  females_exposed: number;
  pregnant: number | null;
}

export type Period = "hoy" | "ayer" | "semana" | "semana_pasada" | "mes" | "mes_pasado" | "año" | "año_pasado";
export interface Span {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday that starts the week of `day`. */
const monday = (day: string) => shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
/** The day after `day`. */
export const nextDay = (day: string) => shift(day, 1);
/** The same day a year before (29/02 → 28/02). */
export const yearBefore = (day: string) => {
  const y = Number(day.slice(0, 4)) - 1;
  const m = Number(day.slice(5, 7));
  return `${y}-${pad(m)}-${pad(Math.min(Number(day.slice(8, 10)), lastDay(y, m)))}`;
};

/** Today on the ranch's calendar (Argentina), as the assistant counts "hoy". */
export const argentinaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(new Date());

/** A period as days, the way a rancher means it: the week from Monday (last week Monday to Sunday), the month and
 * year to date. */
export function spanOf(period: Period, today: string): Span {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  switch (period) {
    case "hoy":
      return { from: today, to: today };
    case "ayer":
      return { from: shift(today, -1), to: shift(today, -1) };
    case "semana":
      return { from: monday(today), to: today };
    case "semana_pasada":
      return { from: shift(monday(today), -7), to: shift(monday(today), -1) };
    case "mes":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "mes_pasado": {
      const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return { from: `${py}-${pad(pm)}-01`, to: `${py}-${pad(pm)}-${pad(lastDay(py, pm))}` };
    }
    case "año":
      return { from: `${y}-01-01`, to: today };
    case "año_pasado":
      return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31` };
  }
}

/** A month by number: the last one that started (this year's, or last year's if it is still to come). */
export function monthSpan(month: number, today: string): Span {
  const y = Number(today.slice(0, 4));
  const year = month <= Number(today.slice(5, 7)) ? y : y - 1;
  const end = `${year}-${pad(month)}-${pad(lastDay(year, month))}`;
  return { from: `${year}-${pad(month)}-01`, to: end > today ? today : end };
}

/** The same month of the year before, whole. */
export const monthBefore = (month: number, today: string): Span => {
  const year = Number(monthSpan(month, today).from.slice(0, 4)) - 1;
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay(year, month))}` };
};

/** Plain key of a name: lowercase, no accents. */
export const key = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

const head = (m: MovementRead) => m.animals.reduce((s, a) => s + (Number(a.count) || 0), 0);

/** The demo ranch read through the API as one member; each read is fetched once and kept. */
export class Ranch {
  private cache = new Map<string, Promise<unknown>>();
  constructor(
    readonly base: string,
    readonly org: number,
    readonly token: string,
    readonly today: string,
  ) {}

  private get<T>(path: string): Promise<T> {
    let hit = this.cache.get(path) as Promise<T> | undefined;
    if (!hit) {
      hit = call<T>(this.base, "GET", path, this.token);
      this.cache.set(path, hit);
    }
    return hit;
  }

  async rodeos(): Promise<RodeoRead[]> {
    return (await this.get<{ rodeos: RodeoRead[] }>(`/rodeo/${this.org}`)).rodeos;
  }

  async rodeo(name: string): Promise<RodeoRead> {
    const found = (await this.rodeos()).find((r) => key(r.name) === key(name));
    if (!found) throw new Error(`El rancho de demo no tiene el rodeo ${name}`);
    return found;
  }

  /** Head of the whole herd, or of the rodeos that pass `where`, optionally of one category. */
  async head(where: (r: RodeoRead) => boolean = () => true, category?: string): Promise<number> {
    const rodeos = (await this.rodeos()).filter(where);
    return rodeos
      .flatMap((r) => r.stock)
      .filter((s) => !category || key(s.category) === key(category))
      .reduce((s, l) => s + l.count, 0);
  }

  async lots(): Promise<LotRead[]> {
    return (await this.get<{ lots: LotRead[] }>(`/lot/info/${this.org}`)).lots;
  }

  async fields(): Promise<FieldRead[]> {
    return (await this.get<{ fields: FieldRead[] }>(`/field/${this.org}`)).fields;
  }

  /** Head in a lot by name. */
  async headInLot(lot: string, category?: string): Promise<number> {
    return this.head((r) => !!r.lot && key(r.lot.name) === key(lot), category);
  }

  /** Head in a field by name (its lots' rodeos). */
  async headInField(field: string, category?: string): Promise<number> {
    const f = (await this.fields()).find((x) => key(x.name) === key(field));
    if (!f) throw new Error(`El rancho de demo no tiene el campo ${field}`);
    const lots = new Set((await this.lots()).filter((l) => l.field_id === f.id).map((l) => l.id));
    return this.head((r) => !!r.lot && lots.has(r.lot.id), category);
  }

  /** The live movements of some types (all without `types`) between two days (the log's list, every page). */
  async movements(types: string | undefined, span: Span): Promise<MovementRead[]> {
    const out: MovementRead[] = [];
    let cursor: string | null = null;
    do {
      const q = new URLSearchParams({
        ...(types ? { type: types } : {}),
        from: `${span.from}T00:00:00.000Z`,
        to: `${span.to}T00:00:00.000Z`,
        limit: "100",
      });
      if (cursor) q.set("cursor", cursor);
      const page: { movements: MovementRead[]; next_cursor: string | null } = await this.get(
        `/movement/all/${this.org}?${q}`,
      );
      out.push(...page.movements);
      cursor = page.next_cursor;
    } while (cursor);
    return out;
  }

  /** Millimetres of rain between two days (one decimal). */
  async rain(span: Span): Promise<number> {
    const mm = (await this.movements("RAIN", span)).reduce((s, m) => s + (Number(m.data.mm) || 0), 0);
    return Math.round(mm * 10) / 10;
  }

  async records(type: string, span: Span): Promise<number> {
    return (await this.movements(type, span)).length;
  }

  async movedHead(type: string, span: Span): Promise<number> {
    return (await this.movements(type, span)).reduce((s, m) => s + head(m), 0);
  }

  /** Kilos of the sales (or purchases) of a span: head × the deal's mean weight. */
  async kilos(type: string, span: Span): Promise<number> {
    const all = await this.movements(type, span);
    return Math.round(all.reduce((s, m) => s + head(m) * (Number(m.data.mean_weight) || 0), 0));
  }

  /** Pesos of the sales (or purchases) of a span: price per kilo × kilos, else price per head × head. */
  async pesos(type: string, span: Span): Promise<number> {
    const all = await this.movements(type, span);
    const pesosOf = (m: MovementRead) => {
      const kilos = head(m) * (Number(m.data.mean_weight) || 0);
      const perKg = Number(m.data.price_per_kg) || 0;
      return perKg && kilos ? perKg * kilos : (Number(m.data.price_per_head) || 0) * head(m);
    };
    return Math.round(all.reduce((s, m) => s + pesosOf(m), 0));
  }

  async tasks(query: Record<string, string>): Promise<TaskRead[]> {
    return (await this.get<{ tasks: TaskRead[] }>(`/task/${this.org}?${new URLSearchParams(query)}`)).tasks;
  }

  async lowSupplies(): Promise<SupplyRead[]> {
    return (await this.get<{ assets: SupplyRead[] }>(`/asset/${this.org}?low=true`)).assets;
  }

  async supplies(): Promise<SupplyRead[]> {
    return (await this.get<{ assets: SupplyRead[] }>(`/asset/${this.org}`)).assets;
  }

  /**
   * Pesos consumed of supplies in a span (all, or the supplies whose name contains `supply`), as the consumption
   * report (/asset/{org}/consumption, the Consumo screen) values them, month by month.
   */
  async consumedCost(span: Span, supply?: string): Promise<number> {
    const q = new URLSearchParams({ from: span.from.slice(0, 7), to: span.to.slice(0, 7) });
    const { by_supply } = await this.get<{ by_supply: Array<{ name: string; cost: number }> }>(
      `/asset/${this.org}/consumption?${q}`,
    );
    return Math.round(
      by_supply.filter((s) => !supply || key(s.name).includes(key(supply))).reduce((sum, s) => sum + s.cost, 0),
    );
  }

  /** Pesos of the supplies loaded in a span (the log's ASSET and ASSET_BATCH records: quantity × unit cost). */
  async boughtCost(span: Span, supply?: string): Promise<number> {
    const ids = supply
      ? new Set((await this.supplies()).filter((s) => key(s.name).includes(key(supply))).map((s) => s.id))
      : null;
    const loads = await this.movements("ASSET,ASSET_BATCH", span);
    const items = loads.flatMap((m) =>
      m.type === "ASSET" ? [m.data] : ((m.data.items as Array<Record<string, unknown>> | undefined) ?? []),
    );
    return Math.round(
      items
        .filter((i) => !ids || ids.has(Number(i.asset_id)))
        .reduce((sum, i) => sum + (Number(i.quantity) || 0) * (Number(i.unit_cost) || 0), 0),
    );
  }

  async withdrawals(): Promise<Array<{ rodeo: string; withdrawal_until: string }>> {
    return (
      await this.get<{ rodeos: Array<{ rodeo: string; withdrawal_until: string }> }>(`/asset/${this.org}/withdrawals`)
    ).rodeos;
  }

  /** The KPIs of the cycle whose service started last (as the reproduction screen lists it). */
  async latestCycle(): Promise<{ name: string; kpis: CycleKpis }> {
    const { cycles } = await this.get<{ cycles: Array<{ id: number; service_start: string }> }>(
      `/reproductive-cycle/${this.org}`,
    );
    const latest = [...cycles].sort((a, b) => b.service_start.localeCompare(a.service_start) || b.id - a.id)[0];
    if (!latest) throw new Error("El rancho de demo no tiene ciclos");
    return (
      await this.get<{ cycle: { name: string; kpis: CycleKpis } }>(`/reproductive-cycle/${this.org}/${latest.id}`)
    ).cycle;
  }

  async registration(): Promise<{ pending: number; overdue: number }> {
    const read = await this.get<{ dashboard: { registration: { pending: number; overdue: number } } }>(
      `/dashboard/${this.org}`,
    );
    return read.dashboard.registration;
  }
}
