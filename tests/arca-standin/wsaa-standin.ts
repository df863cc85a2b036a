// ARCA's WSAA as the stand-in speaks it (docs/arca.md, Tests): loginCms takes a base64 CMS, openssl checks
// its signature and chain against the test CA, the login ticket request inside is checked like ARCA does,
// and a ticket is issued, unless the same service still has a valid one (ARCA's coe.alreadyAuthenticated).
// Faults carry ARCA's codes and texts.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { xmlEscape, xmlText } from "../../worker/areas/money/arca/soap";
import type { StandinAnswer, StandinContext, StandinHandler } from "./context";
import { openssl } from "./certs";

/** ARCA's fault texts for the codes the stand-in answers. */
export const WSAA_FAULTS: Record<string, string> = {
  "cms.bad": "El CMS no es valido",
  "cms.bad.base64": "No se puede decodificar el BASE64",
  "cms.sign.invalid": "Firma inválida o algoritmo no soportado",
  "cms.cert.untrusted": "Certificado no emitido por AC de confianza",
  "cms.cert.expired": "Certificado expirado",
  "xml.bad": "El XML no es válido",
  "xml.generationTime.invalid": "generationTime posee formato o dato inválido",
  "xml.expirationTime.invalid": "expirationTime posee formato o dato inválido",
  "xml.expirationTime.expired": "expirationTime posee una fecha ya vencida",
  "wsn.unavailable": "El servicio al que se desea acceder se encuentra momentáneamente fuera de servicio",
  "wsn.notFound": "Servicio informado inexistente",
  "coe.alreadyAuthenticated": "El CEE ya posee un TA valido para el acceso al WSN solicitado",
};

const TICKET_TTL_MS = 12 * 3600_000;
/** ARCA refuses a request whose expirationTime is more than a day after its generationTime. */
const MAX_TRA_SPAN_MS = 24 * 3600_000;

/** A SOAP fault as ARCA's Axis answers it (HTTP 500). */
export function wsaaFault(code: string, text = WSAA_FAULTS[code] ?? code): StandinAnswer {
  return {
    status: 500,
    body:
      `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">` +
      `<soapenv:Body><soapenv:Fault><faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:${code}</faultcode>` +
      `<faultstring>${xmlEscape(text)}</faultstring><detail><ns2:exceptionName xmlns:ns2="http://xml.apache.org/axis/">` +
      `gov.afip.desein.dvadac.sua.view.wsaa.LoginFault</ns2:exceptionName></detail></soapenv:Fault>` +
      `</soapenv:Body></soapenv:Envelope>`,
  };
}

/** ARCA's -03:00 local time, as its answers write it. */
function arcaTime(ms: number): string {
  return new Date(ms - 3 * 3600_000).toISOString().replace(/\.\d+Z$/, "-03:00");
}

function loginAnswer(
  token: string,
  sign: string,
  generated: number,
  expires: number,
  destination: string,
): StandinAnswer {
  const ticket =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<loginTicketResponse version="1.0"><header>` +
    `<source>CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239</source>` +
    `<destination>${xmlEscape(destination)}</destination><uniqueId>${Math.floor(generated / 1000)}</uniqueId>` +
    `<generationTime>${arcaTime(generated)}</generationTime><expirationTime>${arcaTime(expires)}</expirationTime>` +
    `</header><credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`;
  return {
    status: 200,
    body:
      `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">` +
      `<soapenv:Body><loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov">` +
      `<loginCmsReturn>${xmlEscape(ticket)}</loginCmsReturn></loginCmsResponse></soapenv:Body></soapenv:Envelope>`,
  };
}

type Verified = { tra: string; signer: string } | { fault: string };

/** openssl checks the signature alone first (cms.sign.invalid), then the chain to the test CA (untrusted). */
async function verifyCms(der: Buffer, caCertPath: string): Promise<Verified> {
  const dir = await mkdtemp(path.join(tmpdir(), "wsaa-"));
  try {
    const cms = path.join(dir, "in.der");
    const out = path.join(dir, "tra.xml");
    await writeFile(cms, der);
    try {
      await openssl(["cms", "-cmsout", "-inform", "DER", "-in", cms, "-noout"]);
    } catch {
      return { fault: "cms.bad" };
    }
    const verify = ["cms", "-verify", "-inform", "DER", "-in", cms, "-out", out, "-purpose", "any"];
    try {
      await openssl([...verify, "-noverify"]);
    } catch {
      return { fault: "cms.sign.invalid" };
    }
    try {
      await openssl([...verify, "-CAfile", caCertPath]);
    } catch {
      return { fault: "cms.cert.untrusted" };
    }
    const signerPath = path.join(dir, "signer.pem");
    await openssl([...verify, "-CAfile", caCertPath, "-signer", signerPath]);
    const subject = await openssl(["x509", "-in", signerPath, "-noout", "-subject", "-nameopt", "RFC2253"]);
    return { tra: await readFile(out, "utf8"), signer: subject.replace(/^subject=\s*/, "").trim() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The TRA's times as ARCA checks them: generated in the past, expiring in the future, within a day. */
function checkTimes(tra: string, now: number): string | null {
  const generated = Date.parse(xmlText(tra, "generationTime") ?? "");
  const expires = Date.parse(xmlText(tra, "expirationTime") ?? "");
  if (!Number.isFinite(generated) || generated > now + 60_000) return "xml.generationTime.invalid";
  if (!Number.isFinite(expires) || expires <= generated || expires - generated > MAX_TRA_SPAN_MS)
    return "xml.expirationTime.invalid";
  if (expires <= now) return "xml.expirationTime.expired";
  return null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * loginCms against the CA at `caCertPath`. Controls: `wsaa_refuse_next` (a fault code answered once, before
 * any check), `wsaa_delay_ms` (answer later), `wsaa_ticket_ttl_ms` (the issued ticket's life; 12 h).
 */
export function wsaaHandler(caCertPath: string): StandinHandler {
  return async (body: string, ctx: StandinContext): Promise<StandinAnswer> => {
    const call = { service: "wsaa" as const, operation: "loginCms", at: new Date().toISOString(), body };
    ctx.calls.push(call);
    const delay = Number(ctx.controls.wsaa_delay_ms ?? 0);
    if (delay > 0) await sleep(delay);
    // A call still running when its test reset the stand-in must not issue a ticket into the next test.
    if (!ctx.calls.includes(call)) return wsaaFault("wsn.unavailable");
    const refuse = ctx.controls.wsaa_refuse_next;
    if (typeof refuse === "string" && refuse) {
      delete ctx.controls.wsaa_refuse_next;
      return wsaaFault(refuse);
    }
    const in0 = xmlText(body, "in0");
    if (!in0 || !/^[A-Za-z0-9+/=\s]+$/.test(in0)) return wsaaFault("cms.bad.base64");
    const verified = await verifyCms(Buffer.from(in0, "base64"), caCertPath);
    if ("fault" in verified) return wsaaFault(verified.fault);
    const { tra, signer } = verified;
    if (!ctx.calls.includes(call)) return wsaaFault("wsn.unavailable");
    if (!/<loginTicketRequest[\s>]/.test(tra)) return wsaaFault("xml.bad");
    const service = xmlText(tra, "service");
    if (!service) return wsaaFault("xml.bad");
    if (service !== "wsfe") return wsaaFault("wsn.notFound");
    const now = Date.now();
    const timeFault = checkTimes(tra, now);
    if (timeFault) return wsaaFault(timeFault);
    const valid = ctx.tickets.find((t) => t.service === service && !t.revoked && Date.parse(t.expires_at) > now);
    if (valid) return wsaaFault("coe.alreadyAuthenticated");
    const ttl = Number(ctx.controls.wsaa_ticket_ttl_ms ?? TICKET_TTL_MS);
    // Whole seconds, as the answer writes the expiry.
    const expires = Math.floor((now + ttl) / 1000) * 1000;
    const token = randomBytes(48).toString("base64");
    const sign = randomBytes(24).toString("base64");
    ctx.tickets.push({ service, token, sign, expires_at: new Date(expires).toISOString(), revoked: false });
    return loginAnswer(token, sign, now, expires, signer);
  };
}
