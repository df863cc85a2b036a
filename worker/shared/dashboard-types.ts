// GET /api/dashboard/{org}: every figure of the dashboard's cards in one answer, in the shapes their own
// reads answer (movements, supplies, tasks, the finance summary), so the SPA renders them unchanged.
import type { RegistrationSummary } from "./animal-types";
import type { Movement, Rodeo } from "./herd-types";
import type { FinanceSummary } from "./money-types";
import type { Supply, RodeoUnderWithdrawal } from "./supply-types";
import type { Task, TaskPlaceNames } from "./task-types";

/** Head of one category summed over the live rodeos. */
export interface DashboardCategoryHead {
  category_id: number;
  category: string;
  count: number;
  /** EV of those heads (count × the category's EV per head, summed). */
  ev: number;
}

/** The herd card: head per category, total head and EV, the lots' hectares and EV per hectare. */
export interface DashboardHerd {
  /** Categories with head, most head first (ties in the order the rodeos list them). */
  categories: DashboardCategoryHead[];
  total_head: number;
  total_ev: number;
  /** Hectares of the live lots (a lot without hectares counts 0). */
  hectares: number;
  /** total_ev ÷ hectares; null without hectares. */
  ev_per_ha: number | null;
}

/** A live rodeo's latest weighing and daily gain (the gain card), as GET /rodeo/{org} gives them. */
export type DashboardGain = Pick<Rodeo, "id" | "name" | "last_mean_weight" | "last_weighing_date" | "daily_gain">;

/** One RAIN record: its day (the movement's date) and millimetres. */
export interface DashboardRainRecord {
  date: string;
  mm: number;
}

/**
 * What the "Primeros pasos" card checks off (docs/first-steps.md), read from the records themselves: how many
 * fields, live lots and rodeos, members and pending invitations the organization has, and whether a live
 * record brought animals in (a purchase, a rodeo created with its head, a recount) and a rain record exists.
 */
export interface DashboardSetup {
  fields: number;
  lots: number;
  rodeos: number;
  stock: boolean;
  /** Members, the caller included. */
  members: number;
  pending_invitations: number;
  rain: boolean;
}

export interface DashboardSummary {
  /** The day the figures are for (YYYY-MM-DD, Argentina). */
  today: string;
  herd: DashboardHerd;
  /** Every live rodeo's id and name (the movement list names rodeos with them). */
  rodeos: Array<Pick<Rodeo, "id" | "name">>;
  /** The 10 latest live movements, newest first (as GET /movement/last-10/{org}). */
  last_movements: Movement[];
  /** RAIN records since `from` (Jan 1 of last year), newest first. */
  rain: { from: string; records: DashboardRainRecord[] };
  /** Weighed rodeos, latest weighing first. */
  gain: DashboardGain[];
  /** Supplies under their minimum (as GET /asset/{org}?low=true). */
  supplies_low: Supply[];
  /** Rodeos under meat withdrawal (as GET /asset/{org}/withdrawals). */
  withdrawals: RodeoUnderWithdrawal[];
  /** The caller's open tasks due today (as GET /task/{org}?due=today&open=true). */
  /** With their lot and rodeo names (a task changed live since may lack them). */
  tasks_today: Array<Task & TaskPlaceNames>;
  /** Active tagged animals not yet registered with SENASA (docs/animals.md); every member sees it. */
  registration: RegistrationSummary;
  /** This year to date (as GET /finance/{org}/summary for that range); null for plain users. */
  finance: FinanceSummary | null;
  /** The first steps' figures, for owners and admins (who take those steps); null for plain users. */
  setup: DashboardSetup | null;
}
