// Reproductive cycle KPIs (% preñez, % parición, % destete, loss diagnosis → weaning), shared by API and SPA.

export interface CycleMovementInput {
  type: string;
  deleted?: boolean;
  animals: ReadonlyArray<{ count: number }>;
  data?: Record<string, unknown> | null;
}

export interface CycleTotals {
  females_exposed: number;
  examined: number | null;
  pregnant: number | null;
  empty: number | null;
  births: number | null;
  abortions: number | null;
  weaned: number | null;
}

export interface CycleKpis extends CycleTotals {
  /** % preñez: pregnant / exposed. */
  pregnancy_rate: number | null;
  /** % parición: calves born / exposed. */
  calving_rate: number | null;
  /** % destete: weaned / exposed. */
  weaning_rate: number | null;
  /** Head lost between diagnosis and weaning: pregnant − weaned. */
  loss_head: number | null;
  /** That loss as a % of the pregnant. */
  loss_rate: number | null;
}

const heads = (m: CycleMovementInput) => m.animals.reduce((sum, a) => sum + (Number(a.count) || 0), 0);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const pct = (part: number | null, whole: number | null) =>
  part === null || whole === null || whole <= 0 ? null : Math.round((part / whole) * 1000) / 10;

/** Sums the cycle's non-deleted movements; a total is null when no movement of its kind exists. */
export function cycleTotals(femalesExposed: number, movements: ReadonlyArray<CycleMovementInput>): CycleTotals {
  const live = movements.filter((m) => !m.deleted);
  const sum = (type: string, pick: (m: CycleMovementInput) => number) => {
    const of = live.filter((m) => m.type === type);
    return of.length ? of.reduce((s, m) => s + pick(m), 0) : null;
  };
  return {
    females_exposed: femalesExposed,
    examined: sum("PREGNANCY_DIAGNOSIS", (m) => num(m.data?.examined)),
    pregnant: sum("PREGNANCY_DIAGNOSIS", (m) => num(m.data?.pregnant)),
    empty: sum("PREGNANCY_DIAGNOSIS", (m) => num(m.data?.empty)),
    births: sum("BIRTH", heads),
    abortions: sum("ABORTION", heads),
    weaned: sum("WEANING", heads),
  };
}

/** Each KPI is null when one of its inputs is missing (no diagnosis yet, no females exposed...). */
export function cycleKpis(femalesExposed: number, movements: ReadonlyArray<CycleMovementInput>): CycleKpis {
  const t = cycleTotals(femalesExposed, movements);
  const exposed = t.females_exposed > 0 ? t.females_exposed : null;
  const loss = t.pregnant !== null && t.weaned !== null ? t.pregnant - t.weaned : null;
  return {
    ...t,
    pregnancy_rate: pct(t.pregnant, exposed),
    calving_rate: pct(t.births, exposed),
    weaning_rate: pct(t.weaned, exposed),
    loss_head: loss,
    loss_rate: pct(loss, t.pregnant),
  };
}
