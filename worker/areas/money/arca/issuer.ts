// An organization's fiscal identity as an issuer (docs/arca.md), read by the fiscal route, the issue flow
// and the printed invoice. Null until the owner enters it in Configuración.
import { eq } from "drizzle-orm";
import { organizationFiscal } from "../../../db/schema-money";
import type { Db } from "../../../env";
import type { IvaCondition } from "../../../shared/money-values";

export interface Issuer {
  razon_social: string;
  cuit: string;
  iva_condition: IvaCondition;
  address: string;
  iibb: string;
  activity_start: string;
  points_of_sale: number[];
}

/** Parses the stored JSON list defensively: anything but integers is dropped. */
export function parsePoints(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export async function readIssuer(db: Db, orgId: number): Promise<Issuer | null> {
  const [row] = await db.select().from(organizationFiscal).where(eq(organizationFiscal.organization_id, orgId));
  if (!row) return null;
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
