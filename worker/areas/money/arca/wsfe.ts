// ARCA's WSFEv1 (docs/arca.md, "WSFEv1: numbers and the CAE"): the last authorized number, the CAE request and
// the query of one comprobante. Requests are built from stored cents and ids; answers are read by tag name.
// A refused ticket (Err 600) is renewed once; a lost answer (timeout, network) is an ArcaUnreachable.
import type { CustomerDocType, InvoiceType, IvaCondition } from "../../../shared/money-values";
import type { ArcaConfig } from "./arca-config";
import type { TicketSource } from "./arca-types";
import { soapEnvelope, xmlElements, xmlEscape, xmlText } from "./soap";

export const WSFE_NS = "http://ar.gov.afip.dif.FEV1/";

/** ARCA's comprobante types (FEParamGetTiposCbte): facturas A, B and C. */
export const CBTE_TIPO: Record<InvoiceType, number> = { A: 1, B: 6, C: 11 };
/** ARCA's document types (FEParamGetTiposDoc). */
export const DOC_TIPO: Record<CustomerDocType, number> = { cuit: 80, dni: 96, consumidor_final: 99 };
/** ARCA's receiver IVA conditions (FEParamGetCondicionIvaReceptor). */
export const CONDICION_IVA_RECEPTOR: Record<IvaCondition, number> = {
  responsable_inscripto: 1,
  exento: 4,
  consumidor_final: 5,
  monotributista: 6,
};
/** ARCA's IVA rate ids (FEParamGetTiposIva) by the stored tenths of a percent. */
export const ALIC_IVA: Record<number, number> = { 0: 3, 105: 4, 210: 5 };

export interface ArcaMessage {
  code: string;
  msg: string;
}

/** One invoice as WSFEv1 needs it: amounts in cents, the date as YYYY-MM-DD. */
export interface CaeRequest {
  type: InvoiceType;
  point_of_sale: number;
  number: number;
  date: string;
  doc_type: CustomerDocType;
  /** Digits of the CUIT or DNI; ignored for a consumidor final. */
  doc_number: string;
  iva_condition: IvaCondition;
  net_cents: number;
  iva_cents: number;
  total_cents: number;
  by_rate: { iva_tenths: number; net_cents: number; iva_cents: number }[];
}

export type CaeAnswer =
  | { result: "A"; cae: string; cae_due_date: string; observations: ArcaMessage[]; events: ArcaMessage[] }
  | { result: "R"; errors: ArcaMessage[]; observations: ArcaMessage[]; events: ArcaMessage[] };

/** What FECompConsultar says ARCA authorized under one number. */
export interface Consulted {
  cae: string;
  cae_due_date: string;
  total_cents: number;
  doc_number: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** ARCA could not be reached or its answer was lost: a CAE request may or may not have been authorized. */
export class ArcaUnreachable extends Error {}

/** ARCA answered with errors (Errors/Err) or a SOAP fault: nothing was authorized. */
export class ArcaRefused extends Error {
  constructor(readonly errors: ArcaMessage[]) {
    super(errors.map((e) => `${e.code}: ${e.msg}`).join("; "));
  }
}

/** Cents → "1234.50" (exact, no floating point). */
export function amount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1234.5" → 123450 (ARCA's decimal amounts). */
export function centsOf(text: string | null): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec((text ?? "").trim());
  if (!match) return NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

const yyyymmdd = (isoDay: string) => isoDay.slice(0, 10).replace(/-/g, "");
/** yyyymmdd → YYYY-MM-DD (empty when not a date). */
export const isoDay = (text: string | null) =>
  /^\d{8}$/.test(text ?? "") ? `${text!.slice(0, 4)}-${text!.slice(4, 6)}-${text!.slice(6, 8)}` : "";

function messages(xml: string, list: string, item: string): ArcaMessage[] {
  return xmlElements(xml, list).flatMap((inner) =>
    xmlElements(inner, item).map((m) => ({ code: xmlText(m, "Code") ?? "", msg: xmlText(m, "Msg") ?? "" })),
  );
}

const authXml = (token: string, sign: string, cuit: string) =>
  `<ar:Auth><ar:Token>${xmlEscape(token)}</ar:Token><ar:Sign>${xmlEscape(sign)}</ar:Sign><ar:Cuit>${cuit}</ar:Cuit></ar:Auth>`;

/** The FECAEDetRequest of one invoice (a C invoice carries no IVA: its net is the total). */
export function caeDetail(req: CaeRequest): string {
  const isC = req.type === "C";
  const docNro = req.doc_type === "consumidor_final" ? "0" : req.doc_number.replace(/\D/g, "");
  const iva = isC
    ? ""
    : `<ar:Iva>${req.by_rate
        .map((r) => {
          const id = ALIC_IVA[r.iva_tenths];
          if (id === undefined) throw new Error(`IVA rate ${r.iva_tenths / 10} % has no ARCA id`);
          return `<ar:AlicIva><ar:Id>${id}</ar:Id><ar:BaseImp>${amount(r.net_cents)}</ar:BaseImp><ar:Importe>${amount(r.iva_cents)}</ar:Importe></ar:AlicIva>`;
        })
        .join("")}</ar:Iva>`;
  const fields: [string, string | number][] = [
    ["Concepto", 1],
    ["DocTipo", DOC_TIPO[req.doc_type]],
    ["DocNro", docNro],
    ["CbteDesde", req.number],
    ["CbteHasta", req.number],
    ["CbteFch", yyyymmdd(req.date)],
    ["ImpTotal", amount(req.total_cents)],
    ["ImpTotConc", "0.00"],
    ["ImpNeto", amount(isC ? req.total_cents : req.net_cents)],
    ["ImpOpEx", "0.00"],
    ["ImpTrib", "0.00"],
    ["ImpIVA", amount(isC ? 0 : req.iva_cents)],
    ["MonId", "PES"],
    ["MonCotiz", 1],
    ["CondicionIVAReceptorId", CONDICION_IVA_RECEPTOR[req.iva_condition]],
  ];
  return `<ar:FECAEDetRequest>${fields.map(([k, v]) => `<ar:${k}>${v}</ar:${k}>`).join("")}${iva}</ar:FECAEDetRequest>`;
}

/** The body of FECAESolicitar (without Auth) for one invoice. */
export function caeRequestBody(req: CaeRequest): string {
  return (
    `<ar:FeCAEReq><ar:FeCabReq><ar:CantReg>1</ar:CantReg><ar:PtoVta>${req.point_of_sale}</ar:PtoVta>` +
    `<ar:CbteTipo>${CBTE_TIPO[req.type]}</ar:CbteTipo></ar:FeCabReq>` +
    `<ar:FeDetReq>${caeDetail(req)}</ar:FeDetReq></ar:FeCAEReq>`
  );
}

/** Reads FECAESolicitar's answer: approved (A, possibly with observations) or rejected with the reasons. */
export function parseCaeAnswer(xml: string): CaeAnswer {
  const errors = messages(xml, "Errors", "Err");
  const events = messages(xml, "Events", "Evt");
  const [detail] = xmlElements(xml, "FECAEDetResponse");
  const observations = detail ? messages(detail, "Observaciones", "Obs") : [];
  const result = detail ? xmlText(detail, "Resultado") : null;
  const cae = detail ? (xmlText(detail, "CAE") ?? "") : "";
  if ((result === "A" || result === "P") && /^\d{14}$/.test(cae)) {
    return { result: "A", cae, cae_due_date: isoDay(xmlText(detail!, "CAEFchVto")), observations, events };
  }
  return { result: "R", errors, observations, events };
}

/** A refused ticket (expired, revoked, unknown) rather than a missing delegation: renewing it may help. */
export function ticketRefused(errors: ArcaMessage[]): boolean {
  return errors.some((e) => e.code === "600" && !/relaciones|representa/i.test(e.msg));
}

export interface WsfeClient {
  lastAuthorized(pointOfSale: number, type: InvoiceType): Promise<number>;
  requestCae(req: CaeRequest): Promise<CaeAnswer>;
  /** The comprobante ARCA authorized under that number, or null (ARCA's 602: it does not exist). */
  consult(pointOfSale: number, type: InvoiceType, number: number): Promise<Consulted | null>;
}

/**
 * A WSFEv1 client acting for the represented organization `cuit` with the platform's tickets. `fetcher` is
 * the global fetch unless a test gives another.
 */
export function wsfeClient(
  cfg: ArcaConfig,
  tickets: TicketSource,
  cuit: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): WsfeClient {
  const represented = cuit.replace(/\D/g, "");

  async function post(operation: string, inner: string, token: string, sign: string): Promise<string> {
    const body = soapEnvelope(`<ar:${operation}>${authXml(token, sign, represented)}${inner}</ar:${operation}>`, {
      ar: WSFE_NS,
    });
    let res: Response;
    let text: string;
    try {
      res = await fetcher(cfg.wsfeUrl, {
        method: "POST",
        headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `${WSFE_NS}${operation}` },
        body,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw new ArcaUnreachable(`WSFEv1 ${operation}: ${(e as Error)?.message ?? e}`);
    }
    if (!res.ok && !/<(?:\w+:)?Envelope/.test(text))
      throw new ArcaUnreachable(`WSFEv1 ${operation}: HTTP ${res.status}`);
    // A SOAP fault is ARCA's answer that it did not process the request (nothing authorized).
    const fault = xmlText(text, "faultstring");
    if (fault !== null) throw new ArcaRefused([{ code: xmlText(text, "faultcode") ?? "", msg: fault }]);
    return text;
  }

  /** Calls `operation`; a refused ticket is renewed once and the call repeated. */
  async function call(operation: string, inner: string): Promise<{ xml: string; errors: ArcaMessage[] }> {
    let ticket = await tickets.ticket();
    let xml = await post(operation, inner, ticket.token, ticket.sign);
    let errors = messages(xml, "Errors", "Err");
    if (ticketRefused(errors)) {
      ticket = await tickets.renew();
      xml = await post(operation, inner, ticket.token, ticket.sign);
      errors = messages(xml, "Errors", "Err");
    }
    return { xml, errors };
  }

  return {
    async lastAuthorized(pointOfSale, type) {
      const { xml, errors } = await call(
        "FECompUltimoAutorizado",
        `<ar:PtoVta>${pointOfSale}</ar:PtoVta><ar:CbteTipo>${CBTE_TIPO[type]}</ar:CbteTipo>`,
      );
      const number = Number(xmlText(xml, "CbteNro"));
      if (errors.length || !Number.isSafeInteger(number)) {
        throw new ArcaRefused(errors.length ? errors : [{ code: "", msg: "Respuesta sin número" }]);
      }
      return number;
    },

    async requestCae(req) {
      return parseCaeAnswer((await call("FECAESolicitar", caeRequestBody(req))).xml);
    },

    async consult(pointOfSale, type, number) {
      const { xml, errors } = await call(
        "FECompConsultar",
        `<ar:FeCompConsReq><ar:CbteTipo>${CBTE_TIPO[type]}</ar:CbteTipo><ar:CbteNro>${number}</ar:CbteNro>` +
          `<ar:PtoVta>${pointOfSale}</ar:PtoVta></ar:FeCompConsReq>`,
      );
      if (errors.some((e) => e.code === "602")) return null;
      if (errors.length) throw new ArcaRefused(errors);
      const [got] = xmlElements(xml, "ResultGet");
      const cae = got ? xmlText(got, "CodAutorizacion") : null;
      if (!got || !cae) return null;
      return {
        cae,
        cae_due_date: isoDay(xmlText(got, "FchVto")),
        total_cents: centsOf(xmlText(got, "ImpTotal")),
        doc_number: xmlText(got, "DocNro") ?? "",
        date: isoDay(xmlText(got, "CbteFch")),
      };
    },
  };
}
