// How supply figures read: quantities with up to 3 decimals and their unit (money: lib/amounts.ts).
import type { Supply } from "@shared/supply-types";

const quantityFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 3 });

export const formatQuantity = (n: number) => quantityFormat.format(n);
/** "12,5 kg". */
export const quantityWithUnit = (n: number, unit: string) => `${formatQuantity(n)} ${unit}`.trim();

/** Sum of the supplies' value, in cents so the total never drifts. */
export const totalValue = (supplies: readonly Pick<Supply, "value">[]) =>
  supplies.reduce((sum, a) => sum + Math.round(a.value * 100), 0) / 100;

/** Kinds whose supplies a treatment may use (SANITARY_SUPPLY_KINDS, without importing zod). */
export const isSanitary = (kind: string) => kind === "medicamento" || kind === "sanidad";
