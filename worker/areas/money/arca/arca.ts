// Electronic invoicing with ARCA (ex AFIP: the CAE of an issued invoice) is an outside service (docs/architecture.md).
// The worker only knows this interface. Locally, and whenever the credentials are missing, the local
// authorizer answers "sin_cae": nothing ever claims an authorisation that did not happen.
import type { Invoice } from "../../../shared/money-types";

export type Authorization =
  { status: "autorizada"; cae: string; cae_due_date: string } | { status: "sin_cae"; reason: string };

export interface InvoiceAuthorizer {
  authorize(invoice: Invoice): Promise<Authorization>;
}

/** No ARCA connection: the invoice is issued and numbered, and stays "sin CAE". */
export class LocalAuthorizer implements InvoiceAuthorizer {
  async authorize(): Promise<Authorization> {
    return { status: "sin_cae", reason: "Facturación electrónica (ARCA) no configurada: la factura no tiene CAE" };
  }
}

/** The secrets the real adapter needs (docs/money.md): all three or it is not chosen. */
export interface ArcaSecrets {
  ARCA_CUIT?: string;
  ARCA_CERT?: string;
  ARCA_KEY?: string;
}

/**
 * Placeholder of the production adapter (WSAA login + WSFEv1 FECAESolicitar). It is chosen only when the
 * credentials exist, and until it is written it refuses loudly instead of pretending.
 */
export class ArcaAuthorizer implements InvoiceAuthorizer {
  constructor(readonly secrets: Required<ArcaSecrets>) {}
  async authorize(): Promise<Authorization> {
    throw new Error("ARCA adapter not configured: WSAA/WSFEv1 client not implemented yet");
  }
}

/** The authorizer for this deployment's secrets. */
export function invoiceAuthorizer(env: ArcaSecrets): InvoiceAuthorizer {
  const { ARCA_CUIT, ARCA_CERT, ARCA_KEY } = env;
  if (ARCA_CUIT && ARCA_CERT && ARCA_KEY) return new ArcaAuthorizer({ ARCA_CUIT, ARCA_CERT, ARCA_KEY });
  return new LocalAuthorizer();
}
