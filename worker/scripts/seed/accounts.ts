// Demo accounts and the demo organization (README lists these logins).
import { DEFAULT_CATEGORIES, categoryKey } from "../../shared/defaults";
import type { SeedSql } from "./sql";

export const DEMO_PASSWORD = "tropero123";
export const DEMO_ORGANIZATION = "Estancia La Esperanza";
export const DEMO_USERS = {
  superAdmin: { email: "admin@tropero.app", first_name: "Sofía", last_name: "Administradora" },
  owner: { email: "propietario@tropero.app", first_name: "Martín", last_name: "Echeverría" },
  user: { email: "usuario@tropero.app", first_name: "Lucía", last_name: "Peón" },
} as const;

const base64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * Same format as worker/lib/passwords.ts (PBKDF2-SHA256, 100,000 iterations). Web Crypto only, so the seed
 * modules also load in the workers test pool (the WhatsApp seed test imports the demo names).
 */
async function hashPassword(password: string): Promise<string> {
  const iterations = 100_000;
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return `pbkdf2-sha256$${iterations}$${base64(salt)}$${base64(bits)}`;
}

export interface SeededAccounts {
  organizationId: number;
  ownerId: number;
  userId: number;
  superAdminId: number;
  /** Category name → id in the demo organization. */
  categories: Map<string, number>;
}

export async function seedAccounts(sql: SeedSql): Promise<SeededAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();
  const user = (u: { email: string; first_name: string; last_name: string }, extra: Record<string, unknown> = {}) =>
    sql.insert("users", {
      ...u,
      password_hash: passwordHash,
      email_verified: true,
      created_at: now,
      updated_at: now,
      ...extra,
    } as Record<string, string | number | boolean | null>);

  const superAdminId = user(DEMO_USERS.superAdmin, { is_super_admin: true });
  const ownerId = user(DEMO_USERS.owner, { phone: "+5492914567890", phone_verified: true });
  const userId = user(DEMO_USERS.user);
  const organizationId = sql.insert("organizations", { name: DEMO_ORGANIZATION, created_at: now, updated_at: now });
  sql.insert("user_organizations", { user_id: ownerId, organization_id: organizationId, role: "owner" });
  sql.insert("user_organizations", { user_id: userId, organization_id: organizationId, role: "user" });

  const categories = new Map<string, number>();
  for (const c of DEFAULT_CATEGORIES) {
    const id = sql.insert("animal_categories", {
      organization_id: organizationId,
      name: c.name,
      name_key: categoryKey(c.name),
      ev: c.ev,
    });
    categories.set(c.name, id);
  }
  return { organizationId, ownerId, userId, superAdminId, categories };
}
