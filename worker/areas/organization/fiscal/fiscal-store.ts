// The issuer's fiscal data as stored (docs/arca.md, "The issuer's fiscal data"): read for GET, written by PUT
// in one upsert, so two saves at once leave one whole row (the last), never a mix.
import { eq, sql } from "drizzle-orm";
import { organizationFiscal } from "../../../db/schema-money";
import type { Db } from "../../../env";
import type { FiscalBody, FiscalData } from "../../../shared/fiscal-schemas";
import { issuerOf } from "../../money/arca/issuer";

type Row = typeof organizationFiscal.$inferSelect;

const toFiscal = (row: Row): FiscalData => ({ ...issuerOf(row), updated_at: row.updated_at });

export async function readFiscal(db: Db, orgId: number): Promise<FiscalData | null> {
  const [row] = await db.select().from(organizationFiscal).where(eq(organizationFiscal.organization_id, orgId));
  return row ? toFiscal(row) : null;
}

/** Inserts or replaces the whole row in one statement, answering it as stored. */
export async function writeFiscal(db: Db, orgId: number, body: FiscalBody): Promise<FiscalData> {
  const fields = { ...body, points_of_sale: JSON.stringify(body.points_of_sale) };
  const [row] = await db
    .insert(organizationFiscal)
    .values({ organization_id: orgId, ...fields })
    .onConflictDoUpdate({
      target: organizationFiscal.organization_id,
      set: { ...fields, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
    })
    .returning();
  return toFiscal(row!);
}
