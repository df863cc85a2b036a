// An organization's fiscal identity as an issuer (docs/arca.md), read by the fiscal route, the issue flow
// and the printed invoice. Null until the owner enters it in Configuración.
import { eq } from "drizzle-orm";
import { organizationFiscal } from "../../../db/schema-money";
import type { Db } from "../../../env";
import type { IssuerData } from "../../../shared/fiscal-schemas";

/** One type for the worker and the SPA (shared/fiscal-schemas.ts). */
export type Issuer = IssuerData;

/** Parses the stored JSON list defensively: anything but integers is dropped. */
export function parsePoints(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** A stored row as the issuer (the fiscal route adds its updated_at). */
export function issuerOf(row: typeof organizationFiscal.$inferSelect): Issuer {
  return {
    razon_social: row.razon_social,
    cuit: row.cuit,
    iva_condition: row.iva_condition,
    address: row.address,
    iibb: row.iibb,
    activity_start: row.activity_start,
    points_of_sale: parsePoints(row.points_of_sale),
  };
}

export async function readIssuer(db: Db, orgId: number): Promise<Issuer | null> {
  const [row] = await db.select().from(organizationFiscal).where(eq(organizationFiscal.organization_id, orgId));
  return row ? issuerOf(row) : null;
}
