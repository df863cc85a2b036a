// The invoice letter rule at issue (docs/arca.md, "The issuer's fiscal data"): when the organization has fiscal
// data, a draft whose letter the issuer may not give that customer is refused with a 400 before anything is
// numbered or sent to ARCA. Without fiscal data the invoice is issued as before (local numbering, "sin CAE").
import { and, eq } from "drizzle-orm";
import { invoices, organizationFiscal } from "../../../db/schema-money";
import type { Db } from "../../../env";
import { badRequest } from "../../../lib/errors";
import { invoiceTypeError } from "../../../shared/invoice-type-rule";

/** One read (the draft and the issuer together); throws INVOICE_TYPE_NOT_ALLOWED when the rule refuses. */
export async function assertInvoiceLetter(db: Db, orgId: number, invoiceId: number): Promise<void> {
  const [row] = await db
    .select({
      type: invoices.type,
      status: invoices.status,
      customer: invoices.customer_iva_condition,
      issuer: organizationFiscal.iva_condition,
    })
    .from(invoices)
    .innerJoin(organizationFiscal, eq(organizationFiscal.organization_id, invoices.organization_id))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.organization_id, orgId)));
  // No row: no fiscal data or no such invoice (the issue itself answers 404); issued already: its 409.
  if (!row || row.status !== "borrador") return;
  const error = invoiceTypeError(row.issuer, row.customer, row.type);
  if (error) throw badRequest(error, "INVOICE_TYPE_NOT_ALLOWED");
}
