// Demo ranch herd data (fields, lots, rodeos, 24 months of movements): filled in by the herd issue.
import type { SeededAccounts } from "./accounts";
import type { SeedSql } from "./sql";

export function seedRanch(_sql: SeedSql, _accounts: SeededAccounts): void {
  // Herd data arrives with the herd records issue.
}
