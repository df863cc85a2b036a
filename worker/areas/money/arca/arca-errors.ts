// ARCA's codes in Spanish for the user (docs/arca.md, "WSFEv1: numbers and the CAE"): every message keeps
// ARCA's code, so support can look it up; a code not listed here shows ARCA's own text with its code.
import type { ArcaMessage } from "./wsfe";

/** Our wording of the codes a ranch meets; ARCA's text (after the code) stays available in the log. */
const KNOWN: Record<string, string> = {
  "600": "ARCA no aceptó el acceso de la plataforma",
  "601": "la CUIT representada no está habilitada en el acceso de la plataforma",
  "602": "ARCA no tiene un comprobante con ese número",
  "10013": "una factura A exige que el cliente se identifique con su CUIT",
  "10015": "el documento del cliente no es válido",
  "10016": "el número o la fecha no son los próximos a autorizar",
  "10048": "el total no es la suma del neto, el IVA y los demás importes",
  "10217":
    "el crédito fiscal discriminado solo puede computarse según el procedimiento de transición al Régimen General",
  "10246": "falta la condición frente al IVA del cliente",
};

/** ARCA's "no autorizado a representar": the organization did not delegate wsfe to the platform. */
export function notDelegated(errors: ArcaMessage[]): boolean {
  return errors.some(
    (e) => (e.code === "600" || e.code === "601") && /relaciones|representa|no autorizado/i.test(e.msg),
  );
}

/** One ARCA message in Spanish: "(10016) el número o la fecha…"; unknown codes keep ARCA's text. */
export function arcaMessage(m: ArcaMessage): string {
  const text = KNOWN[m.code] ?? (m.msg.trim() || "sin detalle");
  return m.code ? `(${m.code}) ${text}` : text;
}

/** Several messages joined for cae_reason and the API's answer; null when there are none. */
export function arcaMessages(list: ArcaMessage[]): string | null {
  return list.length ? list.map(arcaMessage).join("; ") : null;
}

/** The reason a request was rejected: "ARCA rechazó la factura (10016): el número…". */
export function rejectionText(errors: ArcaMessage[], observations: ArcaMessage[]): string {
  const all = [...errors, ...observations];
  if (!all.length) return "ARCA rechazó la factura sin indicar el motivo";
  const [first, ...rest] = all;
  const head = first!.code
    ? `ARCA rechazó la factura (${first!.code}): ${KNOWN[first!.code] ?? first!.msg.trim()}`
    : `ARCA rechazó la factura: ${first!.msg.trim()}`;
  return rest.length ? `${head}; ${arcaMessages(rest)}` : head;
}

/** What the owner does when ARCA says the platform may not invoice for the organization. */
export function delegationAdvice(platformCuit: string): string {
  return (
    "En ARCA, Administrador de Relaciones de Clave Fiscal, delegá el servicio «Facturación electrónica» (wsfe) " +
    `al CUIT de la plataforma ${platformCuit}`
  );
}

/** ARCA refused a query (not a CAE request): the Spanish reason with the codes, and what to do when known. */
export function refusalText(errors: ArcaMessage[], platformCuit: string): string {
  if (notDelegated(errors)) {
    const code = errors.find((e) => e.code)?.code;
    return `ARCA no autoriza a la plataforma a facturar por esta CUIT${code ? ` (${code})` : ""}. ${delegationAdvice(platformCuit)}`;
  }
  return `ARCA rechazó la consulta: ${arcaMessages(errors) ?? "sin detalle"}`;
}
