// Defaults every new organization starts with (docs/herd.md).

/** Animal categories with their EV (equivalente vaca) coefficients. */
export const DEFAULT_CATEGORIES: ReadonlyArray<{ name: string; ev: number }> = [
  { name: "Vaca", ev: 1.0 },
  { name: "Vaquillona", ev: 0.7 },
  { name: "Ternero", ev: 0.5 },
  { name: "Ternera", ev: 0.5 },
  { name: "Novillo", ev: 0.8 },
  { name: "Novillito", ev: 0.7 },
  { name: "Toro", ev: 1.3 },
];

export const DEFAULT_TIMEZONE = "America/Argentina/Buenos_Aires";
export const DEFAULT_CURRENCY = "ARS";

export const categoryKey = (name: string) => name.trim().toLocaleLowerCase("es");
