// WSAA, ARCA's login (docs/arca.md, WSAA login): the platform signs a login ticket request (TRA) for a service
// and loginCms answers an access ticket (token, sign, expiry). ARCA's faults become a WsaaError with ARCA's
// code and a Spanish message an owner or operator can act on.
import type { ArcaConfig } from "./arca-config";
import type { AccessTicket } from "./arca-types";
import { signCms } from "./cms-sign";
import { soapEnvelope, xmlText } from "./soap";

const WSAA_NS = "http://wsaa.view.sua.dvadac.desein.afip.gov";
/** ARCA refuses a TRA generated "in the future"; a few minutes back absorbs clock differences. */
const GENERATION_LEAD_MS = 5 * 60_000;
/** ARCA's tickets last 12 h at most whatever is asked; asking for that avoids an out-of-range refusal. */
const TICKET_SPAN_MS = 12 * 3600_000;

/**
 * A failed WSAA login: `code` is ARCA's fault code (e.g. "cms.cert.untrusted"), or "timeout", "network",
 * "answer.bad" (no ticket in the answer), "login.busy" (another login never finished), "ticket.lost".
 */
export class WsaaError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "WsaaError";
  }
}

const MESSAGES: Record<string, string> = {
  "coe.alreadyAuthenticated":
    "ARCA ya entregó un ticket de acceso vigente para este servicio y no entrega otro hasta que ese venza.",
  "cms.cert.untrusted":
    "ARCA no reconoce el certificado de la plataforma: no lo emitió su autoridad certificante o es de otro entorno (homologación o producción). Hay que cargar en ARCA_CERT el certificado que ARCA emitió para este entorno.",
  "cms.cert.expired":
    "El certificado de la plataforma venció. Hay que generar uno nuevo en ARCA y cargarlo en ARCA_CERT.",
  "cms.sign.invalid":
    "ARCA rechazó la firma del pedido de acceso: la clave privada (ARCA_KEY) no corresponde al certificado de la plataforma (ARCA_CERT).",
  "cms.bad": "ARCA no pudo leer el pedido de acceso firmado de la plataforma.",
  "cms.bad.base64": "ARCA no pudo leer el pedido de acceso firmado de la plataforma.",
  "xml.bad": "ARCA rechazó el pedido de acceso de la plataforma por mal formado.",
  "xml.generationTime.invalid":
    "ARCA rechazó la hora del pedido de acceso: el reloj del servidor no coincide con el de ARCA.",
  "xml.expirationTime.invalid":
    "ARCA rechazó el vencimiento del pedido de acceso: el reloj del servidor no coincide con el de ARCA.",
  "xml.expirationTime.expired":
    "ARCA rechazó el vencimiento del pedido de acceso: el reloj del servidor no coincide con el de ARCA.",
  "wsn.unavailable": "El servicio de ARCA está momentáneamente fuera de servicio. Probá de nuevo en unos minutos.",
  "wsn.notFound":
    "ARCA no encuentra el servicio de facturación electrónica (wsfe) para el certificado de la plataforma.",
  "coe.notAuthorized":
    "El certificado de la plataforma no está autorizado para el servicio de facturación electrónica (wsfe) en ARCA.",
  "answer.bad": "ARCA respondió al pedido de acceso sin un ticket legible. Probá de nuevo en unos minutos.",
  timeout: "ARCA no respondió a tiempo al pedido de acceso. Probá de nuevo en unos minutos.",
  network: "No se pudo conectar con ARCA para el pedido de acceso. Probá de nuevo en unos minutos.",
};

/** A WsaaError for `code`, with ARCA's own text when the code is not one Tropero explains. */
export function wsaaError(code: string, arcaText = ""): WsaaError {
  const message = MESSAGES[code] ?? `ARCA rechazó el pedido de acceso de la plataforma: ${arcaText || code}.`;
  return new WsaaError(code, `${message} (código ARCA: ${code})`);
}

/** ARCA's local time (UTC-3, no daylight saving) with its offset, as ARCA writes times. */
export function arcaTime(ms: number): string {
  return new Date(ms - 3 * 3600_000).toISOString().replace(/\.\d+Z$/, "-03:00");
}

/** The login ticket request (TRA) for `service`: generated a few minutes back, expiring 12 h ahead. */
export function loginTicketRequest(service: string, now = Date.now()): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<loginTicketRequest version="1.0"><header>` +
    `<uniqueId>${Math.floor(now / 1000) % 2 ** 32}</uniqueId>` +
    `<generationTime>${arcaTime(now - GENERATION_LEAD_MS)}</generationTime>` +
    `<expirationTime>${arcaTime(now + TICKET_SPAN_MS)}</expirationTime>` +
    `</header><service>${service}</service></loginTicketRequest>`
  );
}

/** The fault code without Axis's prefix ("ns1:coe.alreadyAuthenticated" → "coe.alreadyAuthenticated"). */
const faultCode = (raw: string) => raw.trim().replace(/^[\w.-]*:(?=[^:]*$)/, "");

/** Reads loginCms's answer: the ticket, or the fault as a WsaaError. */
export function parseLoginAnswer(xml: string): AccessTicket {
  const fault = xmlText(xml, "faultcode");
  if (fault !== null) throw wsaaError(faultCode(fault), xmlText(xml, "faultstring") ?? "");
  const ticketXml = xmlText(xml, "loginCmsReturn");
  const token = ticketXml && xmlText(ticketXml, "token");
  const sign = ticketXml && xmlText(ticketXml, "sign");
  const expires = Date.parse(ticketXml ? (xmlText(ticketXml, "expirationTime") ?? "") : "");
  if (!token || !sign || !Number.isFinite(expires)) throw wsaaError("answer.bad");
  return { token, sign, expires_at: new Date(expires).toISOString() };
}

/** Logs the platform in to ARCA for `service`; one call, at most `cfg.timeoutMs`. */
export async function loginCms(cfg: ArcaConfig, service: string, now = Date.now()): Promise<AccessTicket> {
  const tra = new TextEncoder().encode(loginTicketRequest(service, now));
  const cms = await signCms(tra, cfg.certPem, cfg.keyPem, new Date(now));
  const body = soapEnvelope(`<wsaa:loginCms><wsaa:in0>${cms}</wsaa:in0></wsaa:loginCms>`, { wsaa: WSAA_NS });
  let text: string;
  try {
    const res = await fetch(cfg.wsaaUrl, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""' },
      body,
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    throw wsaaError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "network");
  }
  return parseLoginAnswer(text);
}
