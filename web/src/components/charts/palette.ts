// Chart colours: the pasture/earth palette of global.css as concrete values (canvas needs them).
export const CHART_COLORS = [
  "#2f6b3a", // green-700
  "#a0744a", // earth-500
  "#2a5d8a", // info-600
  "#855a00", // warning-600
  "#4f9a5b", // green-500
  "#6b4a2b", // earth-700
  "#b3261e", // danger-600
  "#5c6660", // ink-500
] as const;

export function colorAt(index: number, given?: string): string {
  return given ?? CHART_COLORS[index % CHART_COLORS.length]!;
}

export const GRID_COLOR = "#eceeeb";
export const TICK_COLOR = "#5c6660";
