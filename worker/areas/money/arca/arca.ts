// Electronic invoicing with ARCA (ex AFIP: the CAE of an issued invoice) is an outside service (docs/arca.md).
// The issue route asks `issueInvoiceFor`, which picks the flow: ARCA's (arca-issue.ts) when the platform's
// secrets exist, the organization has fiscal data and the invoice's point of sale is enabled; otherwise the
// local numbering with the local authorizer, which answers "sin_cae": nothing claims an authorisation that
// did not happen.
import type { Scope } from "../../organization/door";
import { invoiceState } from "../invoices/invoice-queries";
import { issueInvoice } from "../invoices/invoice-writes";
import type { Invoice } from "../../../shared/money-types";
import { arcaConfig, type ArcaEnv } from "./arca-config";
import { issueWithArca } from "./arca-issue";
import { wsaaTickets } from "./arca-ticket";
import { readIssuer } from "./issuer";

export type Authorization =
  { status: "autorizada"; cae: string; cae_due_date: string } | { status: "sin_cae"; reason: string };

export interface InvoiceAuthorizer {
  authorize(invoice: Invoice): Promise<Authorization>;
}

/** No ARCA for this invoice: it is issued and numbered locally, and stays "sin CAE". */
export class LocalAuthorizer implements InvoiceAuthorizer {
  async authorize(): Promise<Authorization> {
    return { status: "sin_cae", reason: "Facturación electrónica (ARCA) no configurada: la factura no tiene CAE" };
  }
}

/**
 * Issues draft `id` by the flow that applies to it. A draft with a pending ARCA number goes to ARCA even if its
 * point of sale was disabled since: only ARCA can say whether that number was authorized.
 */
export async function issueInvoiceFor(scope: Scope, id: number, env: ArcaEnv): Promise<Invoice> {
  const cfg = arcaConfig(env);
  if (cfg) {
    const state = await invoiceState(scope.db, scope.orgId, id);
    if (state?.status === "borrador") {
      const issuer = await readIssuer(scope.db, scope.orgId);
      if (issuer && (issuer.points_of_sale.includes(state.point_of_sale) || state.arca_pending_number != null)) {
        return issueWithArca(scope, id, { cfg, issuer, tickets: wsaaTickets(scope.db, cfg) });
      }
    }
  }
  return issueInvoice(scope, id, new LocalAuthorizer());
}
