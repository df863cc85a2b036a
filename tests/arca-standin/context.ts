// The ARCA stand-in's shared state (docs/arca.md, Tests): what WSAA issued, the switches a test sets for the
// next calls, and a log of every call, so tests count logins and CAE requests.

/** A ticket the stand-in's loginCms issued; WSFE accepts only these while valid and not revoked. */
export interface IssuedTicket {
  service: string;
  token: string;
  sign: string;
  /** ISO instant. */
  expires_at: string;
  revoked: boolean;
}

export interface StandinCall {
  service: "wsaa" | "wsfe";
  operation: string;
  at: string;
  /** The request body as received (for assertions). */
  body: string;
}

export interface StandinContext {
  tickets: IssuedTicket[];
  /** Scenario switches set by POST /__control (merged), cleared by POST /__reset; each side reads its own keys. */
  controls: Record<string, unknown>;
  calls: StandinCall[];
  /** WSFE's book per represented CUIT: "cuit/pos/type" → authorized comprobantes (wsfe-standin.ts owns it). */
  wsfe: Map<string, unknown>;
}

export interface StandinAnswer {
  status: number;
  body: string;
}

export type StandinHandler = (body: string, ctx: StandinContext, soapAction: string) => Promise<StandinAnswer>;

export function emptyContext(): StandinContext {
  return { tickets: [], controls: {}, calls: [], wsfe: new Map() };
}
