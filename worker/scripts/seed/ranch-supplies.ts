// The demo ranch's supplies (docs/supplies.md): feed, medicines, vaccines and fuel with 24 months of loads at
// rising prices, monthly consumptions tied to rodeos and paddocks, and the treatments that use the medicines.
// Today one supply (gasoil) is below its minimum and one rodeo (Recría Machos) is under meat withdrawal.
import type { SupplyKind } from "../../shared/supply-schemas";
import { addDays, daysBetween, type InsertFn, type UpdateFn } from "./ranch-builder";
import { ymd, type HistoryContext } from "./ranch-model";
import { seededRandom } from "./random";

export type SupplyKey = "rollos" | "maiz" | "sal" | "ivermectina" | "aftosa" | "reproductiva" | "gasoil";

interface SupplyPlan {
  key: SupplyKey;
  name: string;
  kind: SupplyKind;
  unit: string;
  /** Unit cost (ARS) at the start of the history; it rises 3% a month. */
  cost: number;
  minimum: number;
  withdrawal_days: number;
  /** Loaded on the opening day. */
  opening: number;
}

export const SUPPLIES: readonly SupplyPlan[] = [
  {
    key: "rollos",
    name: "Rollos de pasto",
    kind: "alimento",
    unit: "rollo",
    cost: 38000,
    minimum: 40,
    withdrawal_days: 0,
    opening: 120,
  },
  {
    key: "maiz",
    name: "Maíz partido",
    kind: "alimento",
    unit: "kg",
    cost: 210,
    minimum: 4000,
    withdrawal_days: 0,
    opening: 15000,
  },
  {
    key: "sal",
    name: "Sal mineral",
    kind: "alimento",
    unit: "kg",
    cost: 850,
    minimum: 300,
    withdrawal_days: 0,
    opening: 800,
  },
  {
    key: "ivermectina",
    name: "Ivermectina 1%",
    kind: "medicamento",
    unit: "ml",
    cost: 75,
    minimum: 1000,
    withdrawal_days: 35,
    opening: 2500,
  },
  {
    key: "aftosa",
    name: "Vacuna antiaftosa",
    kind: "sanidad",
    unit: "dosis",
    cost: 1100,
    minimum: 200,
    withdrawal_days: 0,
    opening: 300,
  },
  {
    key: "reproductiva",
    name: "Vacuna reproductiva IBR-DVB-Leptospira",
    kind: "medicamento",
    unit: "dosis",
    cost: 2100,
    minimum: 100,
    withdrawal_days: 21,
    opening: 150,
  },
  {
    key: "gasoil",
    name: "Gasoil",
    kind: "combustible",
    unit: "litros",
    cost: 950,
    minimum: 600,
    withdrawal_days: 0,
    opening: 2000,
  },
];

export interface SupplyRef {
  id: number;
  name: string;
  kind: SupplyKind;
  unit: string;
}

export interface Supplies {
  refs: Record<SupplyKey, SupplyRef>;
  /** Current unit cost by asset id: the last load's. */
  costs: Map<number, number>;
}

/** The supplies' rows (quantity 0 until writeSupplies sets the replay of the log). */
export function insertSupplies(insert: InsertFn, org: number, at: string): Supplies {
  const refs = {} as Record<SupplyKey, SupplyRef>;
  const costs = new Map<number, number>();
  for (const s of SUPPLIES) {
    const id = insert("assets", {
      organization_id: org,
      name: s.name,
      kind: s.kind,
      unit: s.unit,
      quantity: 0,
      unit_cost: s.cost,
      minimum: s.minimum,
      withdrawal_days: s.withdrawal_days,
      deleted: false,
      created_at: at,
      updated_at: at,
    });
    refs[s.key] = { id, name: s.name, kind: s.kind, unit: s.unit };
    costs.set(id, s.cost);
  }
  return { refs, costs };
}

const price = (ctx: HistoryContext, plan: SupplyPlan, day: string) =>
  Math.round(plan.cost * 1.03 ** (daysBetween(ctx.start, day) / 30.4) * 100) / 100;
const planOf = (key: SupplyKey) => SUPPLIES.find((s) => s.key === key)!;
const milliRound = (q: number) => Math.round(q * 1000) / 1000;

/**
 * The data a treatment (or medicine) adds when it uses `quantity` of a supply: what is left when there is
 * less, nothing when there is none (the treatment is still recorded). Empty without seeded supplies.
 */
export function treatmentSupply(ctx: HistoryContext, key: SupplyKey, quantity: number): Record<string, unknown> {
  const ref = ctx.supplies?.refs[key];
  if (!ref) return {};
  const used = milliRound(Math.min(quantity, ctx.h.supply(ref.id)));
  if (used <= 0) return {};
  return {
    asset_id: ref.id,
    asset_quantity: used,
    asset_name: ref.name,
    asset_unit: ref.unit,
    unit_cost: ctx.supplies!.costs.get(ref.id)!,
  };
}

export function scheduleSupplies(ctx: HistoryContext) {
  const supplies = ctx.supplies!;
  const { h, rodeos: r } = ctx;
  const rnd = seededRandom(20_251_123);
  const on = (day: string, run: (day: string) => void) => day >= ctx.start && day <= ctx.today && h.on(day, run);
  const item = (key: SupplyKey, day: string, quantity: number) => {
    const ref = supplies.refs[key];
    const unit_cost = price(ctx, planOf(key), day);
    supplies.costs.set(ref.id, unit_cost);
    return {
      asset_id: ref.id,
      name: ref.name,
      kind: ref.kind,
      unit: ref.unit,
      quantity: milliRound(quantity),
      unit_cost,
    };
  };
  const load = (day: string, lines: Array<[SupplyKey, number]>, detail: string) => {
    const items = lines.filter(([, q]) => q > 0).map(([key, q]) => item(key, day, q));
    if (items.length === 1) h.record(day, { type: "ASSET", data: items[0]!, detail });
    else if (items.length) h.record(day, { type: "ASSET_BATCH", data: { items }, detail });
  };
  /** Takes up to `quantity` (what is left) of a supply, for a rodeo, a paddock or the establishment. */
  const consume = (
    day: string,
    key: SupplyKey,
    quantity: number,
    where: { rodeo?: number; lot?: number },
    detail: string,
  ) => {
    const ref = supplies.refs[key];
    // Whole units (kilos, litres, rolls), as a rancher writes them down.
    const used = Math.min(Math.round(quantity), Math.floor(h.supply(ref.id)));
    if (used <= 0) return;
    h.record(day, {
      type: "ASSET_CONSUMPTION",
      rodeo: where.rodeo ?? null,
      lot: where.lot ?? null,
      data: {
        asset_id: ref.id,
        quantity: used,
        name: ref.name,
        kind: ref.kind,
        unit: ref.unit,
        unit_cost: supplies.costs.get(ref.id)!,
      },
      detail,
      by: rnd.next() < 0.5 ? ctx.userId : h.ownerId,
    });
  };
  /** Tops a supply up to `target`. */
  const upTo = (key: SupplyKey, target: number): [SupplyKey, number] => [
    key,
    Math.max(0, Math.round(target - h.supply(supplies.refs[key].id))),
  ];

  on(ctx.start, (day) =>
    load(
      day,
      SUPPLIES.map((s) => [s.key, s.opening]),
      "Stock inicial de insumos",
    ),
  );
  let [y, m] = ctx.start.split("-").map(Number) as [number, number];
  while (ymd(y, m, 1) <= ctx.today) {
    const [yy, mm] = [y, m];
    const winter = mm >= 5 && mm <= 9;
    // Bought for about a month and a half of use, so what is left stays above the minimum.
    on(ymd(yy, mm, 3), (day) => {
      const maiz = h.total(r.invernada) * 55 + (winter ? h.total(r.destete) * 45 : 0);
      load(
        day,
        [upTo("maiz", maiz * 1.6 + 4000), upTo("sal", 900), upTo("gasoil", 2200)],
        "Compra mensual en la cooperativa",
      );
    });
    if (mm === 3 || mm === 4)
      on(ymd(yy, mm, 25), (day) => load(day, [["rollos", 140]], "Rollos del corte de pasturas"));
    if (mm === 5)
      on(ymd(yy, 5, 28), (day) =>
        load(
          day,
          [upTo("ivermectina", (h.total(r.recria) + h.total(r.destete)) * 5 + 1500)],
          "Compra de antiparasitario",
        ),
      );
    if (mm === 3 || mm === 9) {
      on(ymd(yy, mm, 5), (day) => {
        const head = Object.values(r).reduce((sum, id) => sum + h.total(id), 0);
        // Calves born before the campaign are vaccinated too.
        load(day, [upTo("aftosa", head + 500)], "Vacunas para la campaña de aftosa");
      });
    }
    if (mm === 9)
      on(ymd(yy, 9, 28), (day) =>
        load(day, [upTo("reproductiva", h.count(r.cria, "Vaca") + 120)], "Vacunas preservicio"),
      );
    // Monthly use: maíz to the fattening steers (and weaned calves in winter), salt in the breeding
    // herd's paddock, hay in winter, fuel for the establishment.
    on(ymd(yy, mm, 15), (day) => {
      consume(
        day,
        "maiz",
        h.total(r.invernada) * rnd.around(55, 5),
        { rodeo: r.invernada },
        "Suplemento de maíz a la invernada",
      );
      if (winter)
        consume(day, "maiz", h.total(r.destete) * rnd.around(45, 5), { rodeo: r.destete }, "Suplemento al destete");
      consume(
        day,
        "sal",
        rnd.around(260, 30),
        { lot: h.lotOfRodeo(r.cria, day) ?? undefined },
        "Sal mineral en bateas",
      );
      consume(day, "sal", rnd.around(80, 15), { rodeo: r.recria }, "Sal mineral a la recría");
      if (winter) {
        consume(day, "rollos", rnd.around(32, 4), { rodeo: r.cria }, "Rollos a la cría");
        consume(
          day,
          "rollos",
          rnd.around(10, 2),
          { lot: h.lotOfRodeo(r.vaquillonas, day) ?? undefined },
          "Rollos a las vaquillonas",
        );
      }
      consume(day, "gasoil", rnd.around(520, 80), {}, "Tractor, mixer y camioneta");
    });
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }

  // Today: a medicine treatment still under withdrawal, and fuel below its minimum.
  on(addDays(ctx.today, -6), (day) =>
    h.record(day, {
      type: "TREATMENT",
      rodeo: r.recria,
      animals: { Novillito: h.count(r.recria, "Novillito"), Novillo: h.count(r.recria, "Novillo") },
      data: {
        product: "Ivermectina 1%",
        dose: "1 ml cada 50 kg",
        withdrawal_days: 35,
        clearance_date: addDays(day, 35),
        ...treatmentSupply(ctx, "ivermectina", h.total(r.recria) * 5),
      },
      detail: "Desparasitación por sarna",
    }),
  );
  on(ctx.today, (day) => {
    // Whatever else ran short this month is restocked today: gasoil is the one supply left below its minimum.
    const short = SUPPLIES.filter((p) => p.key !== "gasoil" && h.supply(supplies.refs[p.key].id) < p.minimum);
    load(
      day,
      short.map((p) => upTo(p.key, p.minimum * 2)),
      "Reposición de insumos",
    );
    const gasoil = supplies.refs.gasoil;
    const keep = planOf("gasoil").minimum * 0.4;
    consume(day, "gasoil", h.supply(gasoil.id) - keep, {}, "Siembra de verdeos: tractores");
  });
}

/** After the history: each supply's quantity is the replay of the log, its cost the last load's. */
export function writeSupplies(ctx: HistoryContext, update: UpdateFn, updatedAt: string) {
  if (ctx.supplies) ctx.h.writeSupplies(update, ctx.supplies.costs, updatedAt);
}
