// Breeding seasons: in the southern hemisphere service runs from spring into summer, so a cycle
// whose service starts from July on belongs to the season "YYYY/YY+1", earlier ones to the one before.
import type { Cycle } from "@shared/herd-types";

export function seasonOf(serviceStart: string): { key: number; label: string } {
  const year = Number(serviceStart.slice(0, 4));
  const month = Number(serviceStart.slice(5, 7));
  const first = month >= 7 ? year : year - 1;
  return { key: first, label: `Temporada ${first}/${String(first + 1).slice(-2)}` };
}

export interface RodeoCycles {
  rodeoId: number;
  rodeoName: string;
  seasons: Array<{ key: number; label: string; cycles: Cycle[] }>;
}

/** Cycles grouped by rodeo (by name), then season (newest first), then service start. */
export function groupCycles(cycles: readonly Cycle[]): RodeoCycles[] {
  const byRodeo = new Map<number, RodeoCycles>();
  for (const cycle of cycles) {
    const group = byRodeo.get(cycle.rodeo_id) ?? { rodeoId: cycle.rodeo_id, rodeoName: cycle.rodeo_name, seasons: [] };
    byRodeo.set(cycle.rodeo_id, group);
    const season = seasonOf(cycle.service_start);
    let bucket = group.seasons.find((s) => s.key === season.key);
    if (!bucket) {
      bucket = { ...season, cycles: [] };
      group.seasons.push(bucket);
    }
    bucket.cycles.push(cycle);
  }
  const groups = [...byRodeo.values()].sort((a, b) => a.rodeoName.localeCompare(b.rodeoName, "es"));
  for (const g of groups) {
    g.seasons.sort((a, b) => b.key - a.key);
    for (const s of g.seasons) s.cycles.sort((a, b) => b.service_start.localeCompare(a.service_start));
  }
  return groups;
}

export const METHOD_LABELS: Record<Cycle["method"], string> = {
  natural: "Servicio natural",
  IA: "Inseminación artificial (IA)",
  IATF: "IA a tiempo fijo (IATF)",
};
