// The dashboard's herd and gain figures from the rodeos list and the lots' hectares: the same sums, in the
// same order, as the SPA's herd card (head per category, EV, EV/ha) and gain card (weighed rodeos).
import type { DashboardCategoryHead, DashboardGain, DashboardHerd } from "./dashboard-types";
import type { Rodeo } from "./herd-types";

export function dashboardHerd(rodeos: ReadonlyArray<Pick<Rodeo, "stock">>, hectares: readonly number[]): DashboardHerd {
  const stock = rodeos.flatMap((r) => r.stock);
  const byId = new Map<number, DashboardCategoryHead>();
  let totalEv = 0;
  for (const row of stock) {
    const acc = byId.get(row.category_id) ?? { category_id: row.category_id, category: row.category, count: 0, ev: 0 };
    acc.count += row.count;
    acc.ev += row.count * row.ev;
    byId.set(row.category_id, acc);
    totalEv += row.count * row.ev;
  }
  // A stable sort: equal head keeps the order the rodeos list the categories in.
  const categories = [...byId.values()].filter((c) => c.count > 0).sort((a, b) => b.count - a.count);
  const totalHectares = hectares.reduce((s, h) => s + h, 0);
  return {
    categories,
    total_head: categories.reduce((s, c) => s + c.count, 0),
    total_ev: totalEv,
    hectares: totalHectares,
    ev_per_ha: totalHectares > 0 ? totalEv / totalHectares : null,
  };
}

/** Weighed rodeos, the latest weighing first. */
export function dashboardGain(rodeos: readonly Rodeo[]): DashboardGain[] {
  return rodeos
    .filter((r) => r.last_mean_weight !== null)
    .sort((a, b) => (b.last_weighing_date ?? "").localeCompare(a.last_weighing_date ?? ""))
    .map((r) => ({
      id: r.id,
      name: r.name,
      last_mean_weight: r.last_mean_weight,
      last_weighing_date: r.last_weighing_date,
      daily_gain: r.daily_gain,
    }));
}
