// The platform around the demo ranch (docs/administration.md): organizations a super admin sees as inactive. Two have
// had no movement and no log-in for more than 90 days; one went quiet 45 days ago (inactive at 30, not 90).
import type { SeedSql } from "./sql";
import { DAY_MS } from "../../shared/time";

const QUIET = [
  { org: "Estancia El Olvido", owner: ["Ramón", "Iturralde", "ramon.iturralde@example.com"], idleDays: 210 },
  { org: "Campo Las Taperas", owner: ["Elena", "Sosa", "elena.sosa@example.com"], idleDays: 120 },
  { org: "Chacra Los Talas", owner: ["Hugo", "Ferreyra", "hugo.ferreyra@example.com"], idleDays: 45 },
] as const;

export function seedPlatform(sql: SeedSql, now = new Date()): void {
  for (const q of QUIET) {
    const at = new Date(now.getTime() - q.idleDays * DAY_MS).toISOString();
    const created = new Date(now.getTime() - (q.idleDays + 60) * DAY_MS).toISOString();
    const [first_name, last_name, email] = q.owner;
    // No password: these owners exist to be contacted, not to log in to the demo.
    const ownerId = sql.insert("users", {
      email,
      first_name,
      last_name,
      email_verified: true,
      last_login: at,
      created_at: created,
      updated_at: created,
    });
    const orgId = sql.insert("organizations", { name: q.org, created_at: created, updated_at: created });
    sql.insert("user_organizations", { user_id: ownerId, organization_id: orgId, role: "owner", created_at: created });
  }
}
