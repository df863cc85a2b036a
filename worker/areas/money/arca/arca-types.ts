// The seams between the ARCA client's parts (docs/arca.md): WSAA gives an access ticket, WSFEv1 uses it.

/** WSAA's access ticket for one service: sent in every WSFEv1 request's Auth. */
export interface AccessTicket {
  token: string;
  sign: string;
  /** ISO instant; renewed shortly before. */
  expires_at: string;
}

/**
 * Where WSFEv1 gets its ticket: `ticket()` gives the stored one while valid, else logs in (one login shared by
 * concurrent callers); `renew()` is called once when ARCA refuses a ticket, then a refusal is reported.
 */
export interface TicketSource {
  ticket(): Promise<AccessTicket>;
  renew(): Promise<AccessTicket>;
}

/** Whether ARCA lets the platform invoice for an organization's CUIT (the configuration screen's check). */
export type DelegationCheck =
  | { status: "sin_configurar"; message: string }
  | { status: "ok"; message: string; last_numbers: { point_of_sale: number; type: string; last: number }[] }
  | { status: "error"; message: string; code: string | null };
