// The platform's other organizations (docs/administration.md): thirty ranches created over the last 18 months,
// each with a password-less owner and a few members, most with a rodeo in stock and recent records, so the
// Organizations list paginates and sorts with varied figures. All were active in the last 25 days (the
// inactive ones are ./platform.ts's three). Deterministic: a seeded PRNG, dates relative to `now`.
import { categoryKey, DEFAULT_CATEGORIES } from "../../shared/defaults";
import { seededRandom } from "./random";
import type { SeedSql } from "./sql";
import { DAY_MS } from "../../shared/time";

const RANCHES = [
  "Estancia La Aurora",
  "Estancia San Jorge",
  "Campo El Ombú",
  "Estancia Los Cardos",
  "La Juanita Agropecuaria",
  "Estancia Santa Catalina",
  "Campo Las Acacias",
  "Estancia El Caldén",
  "Cabaña Don Alberto",
  "Estancia La Paloma",
  "Campo Los Molles",
  "Estancia Las Lilas",
  "Estancia El Chañar",
  "Campo La Querencia",
  "Estancia San Ramón",
  "Establecimiento La Pampita",
  "Estancia Los Aromos",
  "Campo El Mangrullo",
  "Estancia La Tranquera",
  "Estancia Don Segundo",
  "Campo Las Casuarinas",
  "Estancia El Rosedal",
  "Cabaña La Dulce",
  "Estancia Tres Arroyos",
  "Campo El Algarrobo",
  "Estancia La Colorada",
  "Estancia Santa Rosa del Monte",
  "Campo Los Sauces",
  "Estancia El Tala",
  "Estancia La Blanqueada",
] as const;

const FIRST = [
  "Marcelo",
  "Lucía",
  "Federico",
  "Carolina",
  "Joaquín",
  "Valeria",
  "Santiago",
  "Florencia",
  "Tomás",
  "Mariela",
];
const LAST = [
  "Álvarez",
  "Benítez",
  "Castro",
  "Domínguez",
  "Escobar",
  "Fernández",
  "Giménez",
  "Herrera",
  "Ledesma",
  "Moyano",
];

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function seedPlatformOrganizations(sql: SeedSql, now = new Date()): void {
  const rnd = seededRandom(1515);
  const at = (daysAgo: number, hour = 10) => {
    const d = new Date(now.getTime() - daysAgo * DAY_MS);
    d.setUTCHours(hour, rnd.int(0, 59), 0, 0);
    // Never in the future (an hour set later than now on the same day).
    return new Date(Math.min(d.getTime(), now.getTime() - 60_000)).toISOString();
  };
  RANCHES.forEach((name, i) => {
    const createdDays = 20 + Math.floor((i * 520) / RANCHES.length) + rnd.int(0, 10);
    const created = at(createdDays, 12);
    const orgId = sql.insert("organizations", { name, created_at: created, updated_at: created });
    // Owner plus 0-3 members; most logged in this week, a few 8-25 days ago.
    const people = 1 + rnd.int(0, 3);
    const memberIds: number[] = [];
    for (let p = 0; p < people; p++) {
      const first = FIRST[(i + p * 3) % FIRST.length]!;
      const last = LAST[(i * 7 + p) % LAST.length]!;
      const idle = i % 6 === 5 ? rnd.int(8, 25) : rnd.int(0, 6);
      const userId = sql.insert("users", {
        email: `${ascii(first)}.${ascii(last)}.${i + 1}${p ? `.${p}` : ""}@example.com`,
        first_name: first,
        last_name: last,
        email_verified: true,
        // Every third owner has a verified phone: their greeting goes by WhatsApp.
        ...(p === 0 && i % 3 === 0 ? { phone: `+54929145${String(10000 + i).slice(-5)}`, phone_verified: true } : {}),
        last_login: p === 0 || rnd.next() < 0.6 ? at(idle, 8 + rnd.int(0, 10)) : null,
        created_at: created,
        updated_at: created,
      });
      memberIds.push(userId);
      sql.insert("user_organizations", {
        user_id: userId,
        organization_id: orgId,
        role: p === 0 ? "owner" : rnd.pick(["admin", "user", "user"] as const),
        created_at: created,
      });
    }
    // Two thirds keep a herd: one rodeo (its stock and the CREATE_RODEO that recorded it) and some rain.
    if (i % 3 === 2) return;
    const categories = new Map<string, number>();
    for (const c of DEFAULT_CATEGORIES) {
      const id = sql.insert("animal_categories", {
        organization_id: orgId,
        name: c.name,
        name_key: categoryKey(c.name),
        ev: c.ev,
        created_at: created,
        updated_at: created,
      });
      categories.set(c.name, id);
    }
    const animals = [
      { type: "Vaca", category_id: categories.get("Vaca")!, count: rnd.int(40, 900) },
      { type: "Ternero", category_id: categories.get("Ternero")!, count: rnd.int(0, 300) },
    ].filter((a) => a.count > 0);
    const rodeoId = sql.insert("rodeos", {
      organization_id: orgId,
      name: "Cría",
      created_at: created,
      updated_at: created,
    });
    for (const a of animals) {
      sql.insert("rodeo_stock", {
        organization_id: orgId,
        rodeo_id: rodeoId,
        category_id: a.category_id,
        count: a.count,
        updated_at: created,
      });
    }
    const ownerId = memberIds[0]!;
    sql.insert("movements", {
      organization_id: orgId,
      type: "CREATE_RODEO",
      date: `${created.slice(0, 10)}T00:00:00.000Z`,
      rodeo_id: rodeoId,
      detail: "Alta del rodeo Cría",
      animals,
      data: { name: "Cría" },
      metadata: { lot_id: null, editHistory: [] },
      created_by: ownerId,
      created_at: created,
      updated_at: created,
    });
    const rains = rnd.int(0, 8);
    for (let r = 0; r < rains; r++) {
      const recorded = at(rnd.int(0, 28), 7 + rnd.int(0, 12));
      const mm = rnd.int(5, 60);
      sql.insert("movements", {
        organization_id: orgId,
        type: "RAIN",
        date: `${recorded.slice(0, 10)}T00:00:00.000Z`,
        detail: "Pluviómetro",
        data: { mm },
        metadata: { lot_id: null, editHistory: [] },
        created_by: ownerId,
        created_at: recorded,
        updated_at: recorded,
      });
    }
  });
}
