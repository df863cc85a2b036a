// Which ARCA this deployment talks to (docs/arca.md): homologación (ARCA's test environment) unless
// ARCA_ENV says producción; ARCA_WSAA_URL and ARCA_WSFE_URL override either (tests and ARCA's own moves).
export const ARCA_ENDPOINTS = {
  homologacion: {
    wsaa: "https://wsaahomo.afip.gov.ar/ws/services/LoginCms",
    wsfe: "https://wswhomo.afip.gov.ar/wsfev1/service.asmx",
  },
  produccion: {
    wsaa: "https://wsaa.afip.gov.ar/ws/services/LoginCms",
    wsfe: "https://servicios1.afip.gov.ar/wsfev1/service.asmx",
  },
} as const;

/** The secrets and vars the ARCA client reads; all optional so a local run has none. */
export interface ArcaEnv {
  ARCA_CUIT?: string;
  ARCA_CERT?: string;
  ARCA_KEY?: string;
  ARCA_ENV?: string;
  ARCA_WSAA_URL?: string;
  ARCA_WSFE_URL?: string;
  /** How long one ARCA call may take before it counts as lost, in ms (default 20 s; tests shorten it). */
  ARCA_TIMEOUT_MS?: string;
}

export interface ArcaConfig {
  /** The platform's CUIT (the certificate's owner): 11 digits. */
  cuit: string;
  certPem: string;
  keyPem: string;
  wsaaUrl: string;
  wsfeUrl: string;
  timeoutMs: number;
}

/** The configuration when all three secrets exist, else null (the invoice stays "sin CAE"). */
export function arcaConfig(env: ArcaEnv): ArcaConfig | null {
  const { ARCA_CUIT, ARCA_CERT, ARCA_KEY } = env;
  if (!ARCA_CUIT || !ARCA_CERT || !ARCA_KEY) return null;
  const endpoints = env.ARCA_ENV === "produccion" ? ARCA_ENDPOINTS.produccion : ARCA_ENDPOINTS.homologacion;
  const timeout = Number(env.ARCA_TIMEOUT_MS);
  return {
    cuit: ARCA_CUIT.replace(/\D/g, ""),
    certPem: ARCA_CERT,
    keyPem: ARCA_KEY,
    wsaaUrl: env.ARCA_WSAA_URL || endpoints.wsaa,
    wsfeUrl: env.ARCA_WSFE_URL || endpoints.wsfe,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 20_000,
  };
}
