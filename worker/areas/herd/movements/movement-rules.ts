// Rules a resolved movement meets against its loaded context before it is committed: the clearance day a
// treatment gives (its own withdrawal days, else its medicine's), the unit cost of the day a consumption of
// a supply keeps (so later price changes don't rewrite the cost), and meat withdrawal (carencia): a sale,
// own consumption or outgoing transfer of a rodeo under withdrawal on the movement's day is refused (409)
// unless acknowledged, and the acknowledgement stays in the log (data.withdrawal_acknowledged). And who may
// write a body: a supply load that creates a supply is for owners and admins.
import { conflict } from "../../../lib/errors";
import { addCalendarDays, WITHDRAWAL_TYPES } from "../../../shared/clearance";
import type { HerdContext } from "./herd-context";
import type { NewMovement } from "./movement-draft";
import type { MovementRow } from "./movement-row";
import { formatShortDay } from "../../../shared/date-text";
import type { Role } from "../../../db/schema";
import type { MovementBody, MovementBodyKind } from "../../../shared/movement-schemas";
import { createsSupply } from "../../../shared/supply-schemas";
import { assertMayLoadSupplies } from "../../organization/access";

/** Rules that depend on the body, not only on the role: a supply load that creates a supply needs the right to manage supplies. */
export function assertMayWrite(role: Role, kind: MovementBodyKind, body: unknown) {
  if (kind === "ASSET") assertMayLoadSupplies(role, createsSupply(body as MovementBody<"ASSET">));
}

/** Movements that take animals out to be eaten: refused while their rodeo is under withdrawal. */
export const WITHDRAWAL_CHECKED: ReadonlySet<string> = new Set(["SELL", "CONSUMPTION", "OUTGOING_TRANSFER"]);

/** The types that record the supply's cost of the day when they use a supply. */
const COSTED: ReadonlySet<string> = new Set(["ASSET_CONSUMPTION", "TREATMENT", "MEDICINE"]);

/** YYYY-MM-DD → dd/mm/aaaa, as the SPA shows dates (the one formatter, shared/date-text.ts). */
export const spanishDay = (day: string) => formatShortDay(day.slice(0, 10));

export const withdrawalMessage = (rodeo: string, until: string) =>
  `El rodeo ${rodeo} está en carencia hasta el ${spanishDay(until)}. Confirmá para registrarlo igual.`;

export interface SettleOptions {
  /** The body's acknowledge_withdrawal. */
  acknowledge: boolean;
  /** The stored movement an edit replaces. */
  before: MovementRow | null;
}

const dataOf = (row: MovementRow | null) => (row?.data ?? {}) as Record<string, unknown>;

/** Completes `after` in place (clearance day, unit cost) and enforces the withdrawal rule. */
export function settleMovement(ctx: HerdContext, after: NewMovement, { acknowledge, before }: SettleOptions) {
  const data = after.data;
  const supply = typeof data.asset_id === "number" ? ctx.supplies.get(data.asset_id) : undefined;
  if (WITHDRAWAL_TYPES.includes(after.type)) {
    // Days stated on the entry win (0 included); otherwise the medicine's own.
    const days = typeof data.withdrawal_days === "number" ? data.withdrawal_days : (supply?.withdrawal_days ?? 0);
    data.withdrawal_days = days;
    data.clearance_date = addCalendarDays(after.date, days);
  }
  if (COSTED.has(after.type) && supply) {
    // An edit keeps the cost it was recorded at while it still names the same supply.
    const old = dataOf(before);
    const kept = old.asset_id === supply.id && typeof old.unit_cost === "number" ? old.unit_cost : null;
    data.unit_cost = kept ?? supply.unit_cost;
  }
  checkWithdrawal(ctx, after, acknowledge, before);
  return after;
}

function checkWithdrawal(ctx: HerdContext, after: NewMovement, acknowledge: boolean, before: MovementRow | null) {
  if (!WITHDRAWAL_CHECKED.has(after.type) || !after.rodeo_id) return;
  const rodeo = ctx.rodeos.get(after.rodeo_id);
  const until = rodeo?.clearance;
  if (!rodeo || !until) return;
  // Editing an entry already acknowledged for this same withdrawal does not ask again.
  const carried = before?.rodeo_id === after.rodeo_id && dataOf(before).withdrawal_acknowledged === until;
  if (!acknowledge && !carried) throw conflict(withdrawalMessage(rodeo.name, until), "WITHDRAWAL_ACTIVE");
  after.data.withdrawal_acknowledged = until;
}
