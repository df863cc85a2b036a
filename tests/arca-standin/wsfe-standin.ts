// ARCA's WSFEv1 as the stand-in speaks it (docs/arca.md, Tests): FEDummy, FECompUltimoAutorizado, FECAESolicitar
// and FECompConsultar with ARCA's documented shapes. It accepts only tickets its WSAA issued (else Err 600),
// keeps a book per "cuit/pos/type", refuses a number that is not the next (Obs 10016) and grants 14-digit CAEs.
// Scenario switches (ctx.controls; test files share the stand-in, so each may name the represented CUIT it is
// for: `true` means any):
// - wsfe_not_delegated: [cuit…] → Err 600 "No apareció CUIT en lista de relaciones";
// - wsfe_reject_next / wsfe_observe_next: {code, msg, cuit?} → the next CAE request R / A with that Obs;
// - wsfe_lose_next: true | cuit → authorize the next CAE request, answer only after wsfe_lose_ms (10 s);
// - wsfe_late_next: true | cuit → the next CAE request gets no answer (wsfe_lose_ms) and is authorized only
//   when the following one for that book arrives, as a request ARCA processed late;
// - wsfe_gap_next: true | cuit → another system takes the next number just before our next CAE request;
// - wsfe_consult_down: true | cuit → FECompConsultar answers only after wsfe_lose_ms;
// - wsfe_delay_ms: every answer waits that long.
// The *_next switches apply once.
import type { StandinContext, StandinHandler } from "./context";

const NS = "http://ar.gov.afip.dif.FEV1/";

interface Authorized {
  number: number;
  cae: string;
  due: string;
  /** The request's FECAEDetRequest fields as received. */
  fields: Record<string, string>;
}

interface Book {
  last: number;
  byNumber: Map<number, Authorized>;
  /** A request held back by wsfe_late_next: authorized when the next request arrives. */
  late?: Record<string, string>;
}

type Msg = { code: string; msg: string };

/** The inner text of the first element `name` (any prefix), or "". */
function tag(xml: string, name: string): string {
  const m = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>`).exec(xml);
  return m ? m[1]!.trim() : "";
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const list = (outer: string, inner: string, items: Msg[]) =>
  items.length
    ? `<${outer}>${items.map((i) => `<${inner}><Code>${i.code}</Code><Msg>${escape(i.msg)}</Msg></${inner}>`).join("")}</${outer}>`
    : "";

function envelope(operation: string, result: string) {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">` +
    `<soap:Body><${operation}Response xmlns="${NS}"><${operation}Result>${result}</${operation}Result>` +
    `</${operation}Response></soap:Body></soap:Envelope>`
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function bookOf(ctx: StandinContext, key: string): Book {
  let book = ctx.wsfe.get(key) as Book | undefined;
  if (!book) {
    book = { last: 0, byNumber: new Map() };
    ctx.wsfe.set(key, book);
  }
  return book;
}

/** Whether a switch's value is for `cuit`: true, that CUIT, a list with it, or {cuit} (absent: any). */
function appliesTo(value: unknown, cuit: string): boolean {
  if (value === true) return true;
  if (typeof value === "string") return value === cuit;
  if (Array.isArray(value)) return value.includes(cuit);
  if (value && typeof value === "object") {
    const of = (value as { cuit?: string }).cuit;
    return of === undefined || of === cuit;
  }
  return false;
}

/** Takes a once-only switch for `cuit` out of the controls. */
function takeOnce<T>(ctx: StandinContext, key: string, cuit: string): T | undefined {
  const value = ctx.controls[key] as T | undefined;
  if (value === undefined || !appliesTo(value, cuit)) return undefined;
  delete ctx.controls[key];
  return value;
}

/** Err 600 when the Auth's ticket is not one WSAA issued and still valid, or the CUIT did not delegate. */
function authErrors(body: string, ctx: StandinContext): Msg[] {
  const auth = tag(body, "Auth");
  const token = tag(auth, "Token");
  const sign = tag(auth, "Sign");
  const cuit = tag(auth, "Cuit");
  const ticket = ctx.tickets.find((t) => t.token === token && t.sign === sign);
  if (!ticket || ticket.revoked) {
    return [{ code: "600", msg: "ValidacionDeToken: No validaron las firmas del token o el token no existe" }];
  }
  if (ticket.expires_at <= new Date().toISOString()) {
    return [{ code: "600", msg: "ValidacionDeToken: No validaron las fechas del token GenTime, ExpTime, NowUTC" }];
  }
  if (appliesTo(ctx.controls.wsfe_not_delegated, cuit)) {
    return [{ code: "600", msg: `ValidacionDeToken: No apareció CUIT en lista de relaciones: ${cuit}` }];
  }
  return [];
}

let sequence = 0;
const newCae = () => `7${String(Date.now() % 1e7).padStart(7, "0")}${String(++sequence % 1e6).padStart(6, "0")}`;

function plusDays(yyyymmdd: string, days: number) {
  const d = new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10).replace(/-/g, "");
}

const DETAIL_FIELDS = ["Concepto", "DocTipo", "DocNro", "CbteDesde", "CbteHasta", "CbteFch", "ImpTotal"];
const DETAIL_AMOUNTS = ["ImpTotConc", "ImpNeto", "ImpOpEx", "ImpIVA", "ImpTrib", "MonId", "MonCotiz"];

function solicitar(body: string, ctx: StandinContext, cuit: string): { xml: string; lose: boolean } {
  const pos = Number(tag(body, "PtoVta"));
  const type = Number(tag(body, "CbteTipo"));
  const detail = tag(body, "FECAEDetRequest");
  const fields: Record<string, string> = {};
  for (const name of [...DETAIL_FIELDS, ...DETAIL_AMOUNTS, "CondicionIVAReceptorId"]) fields[name] = tag(detail, name);
  const number = Number(fields.CbteDesde);
  const book = bookOf(ctx, `${cuit}/${pos}/${type}`);
  const head = (result: string) =>
    `<FeCabResp><Cuit>${cuit}</Cuit><PtoVta>${pos}</PtoVta><CbteTipo>${type}</CbteTipo>` +
    `<FchProceso>${new Date().toISOString().slice(0, 10).replace(/-/g, "")}</FchProceso><CantReg>1</CantReg>` +
    `<Resultado>${result}</Resultado><Reproceso>N</Reproceso></FeCabResp>`;
  const det = (result: string, obs: Msg[], cae = "", due = "") =>
    `<FeDetResp><FECAEDetResponse>${DETAIL_FIELDS.slice(0, 6)
      .map((f) => `<${f}>${fields[f]}</${f}>`)
      .join("")}<Resultado>${result}</Resultado>${list("Observaciones", "Obs", obs)}` +
    `<CAE>${cae}</CAE><CAEFchVto>${due}</CAEFchVto></FECAEDetResponse></FeDetResp>`;
  const reject = (obs: Msg[]) => ({ xml: head("R") + det("R", obs), lose: false });
  if (book.late) {
    const held = book.late;
    book.late = undefined;
    if (Number(held.CbteDesde) === book.last + 1) {
      book.last += 1;
      book.byNumber.set(book.last, {
        number: book.last,
        cae: newCae(),
        due: plusDays(held.CbteFch!, 10),
        fields: held,
      });
    }
  }
  if (takeOnce(ctx, "wsfe_late_next", cuit)) {
    book.late = fields;
    return { xml: "", lose: true };
  }
  if (takeOnce(ctx, "wsfe_gap_next", cuit)) {
    book.last += 1;
    book.byNumber.set(book.last, { number: book.last, cae: newCae(), due: "", fields: {} });
  }

  if (number !== book.last + 1) {
    return reject([
      { code: "10016", msg: "El numero o fecha del comprobante no se corresponde con el proximo a autorizar." },
    ]);
  }
  const refused = takeOnce<Msg>(ctx, "wsfe_reject_next", cuit);
  if (refused) return reject([{ code: refused.code, msg: refused.msg }]);
  const observed = takeOnce<Msg>(ctx, "wsfe_observe_next", cuit);
  const authorized: Authorized = { number, cae: newCae(), due: plusDays(fields.CbteFch!, 10), fields };
  book.last = number;
  book.byNumber.set(number, authorized);
  return {
    xml:
      head("A") +
      det("A", observed ? [{ code: observed.code, msg: observed.msg }] : [], authorized.cae, authorized.due),
    lose: takeOnce(ctx, "wsfe_lose_next", cuit) !== undefined,
  };
}

function consultar(body: string, ctx: StandinContext, cuit: string): string {
  const pos = Number(tag(body, "PtoVta"));
  const type = Number(tag(body, "CbteTipo"));
  const number = Number(tag(body, "CbteNro"));
  const found = bookOf(ctx, `${cuit}/${pos}/${type}`).byNumber.get(number);
  if (!found) {
    return list("Errors", "Err", [
      { code: "602", msg: "No existen datos en nuestros registros para los parametros ingresados." },
    ]);
  }
  const f = found.fields;
  return (
    `<ResultGet>${[...DETAIL_FIELDS, ...DETAIL_AMOUNTS].map((n) => `<${n}>${f[n]}</${n}>`).join("")}` +
    `<PtoVta>${pos}</PtoVta><CbteTipo>${type}</CbteTipo><Resultado>A</Resultado>` +
    `<CodAutorizacion>${found.cae}</CodAutorizacion><EmisionTipo>CAE</EmisionTipo><FchVto>${found.due}</FchVto>` +
    `<FchProceso>${f.CbteFch}</FchProceso></ResultGet>`
  );
}

export const handleWsfe: StandinHandler = async (body, ctx, soapAction) => {
  const operation =
    soapAction.replace(/"/g, "").split("/").pop() || (/<(?:\w+:)?(FE\w+)[\s>]/.exec(tag(body, "Body"))?.[1] ?? "");
  ctx.calls.push({ service: "wsfe", operation, at: new Date().toISOString(), body });
  const delay = Number(ctx.controls.wsfe_delay_ms ?? 0);
  if (delay > 0) await sleep(delay);

  if (operation === "FEDummy") {
    return {
      status: 200,
      body: envelope("FEDummy", "<AppServer>OK</AppServer><DbServer>OK</DbServer><AuthServer>OK</AuthServer>"),
    };
  }
  const cuit = tag(tag(body, "Auth"), "Cuit");
  const refused = authErrors(body, ctx);
  if (refused.length) return { status: 200, body: envelope(operation, list("Errors", "Err", refused)) };

  switch (operation) {
    case "FECompUltimoAutorizado": {
      const pos = Number(tag(body, "PtoVta"));
      const type = Number(tag(body, "CbteTipo"));
      const last = bookOf(ctx, `${cuit}/${pos}/${type}`).last;
      return {
        status: 200,
        body: envelope(operation, `<PtoVta>${pos}</PtoVta><CbteTipo>${type}</CbteTipo><CbteNro>${last}</CbteNro>`),
      };
    }
    case "FECAESolicitar": {
      const { xml, lose } = solicitar(body, ctx, cuit);
      // A lost answer: ARCA authorized, the client stops waiting long before this arrives.
      if (lose) await sleep(Number(ctx.controls.wsfe_lose_ms ?? 10_000));
      return { status: 200, body: envelope(operation, xml) };
    }
    case "FECompConsultar":
      if (appliesTo(ctx.controls.wsfe_consult_down, cuit)) await sleep(Number(ctx.controls.wsfe_lose_ms ?? 10_000));
      return { status: 200, body: envelope(operation, consultar(body, ctx, cuit)) };
    default:
      return {
        status: 500,
        body:
          `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>` +
          `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Unknown operation ${escape(operation)}` +
          `</faultstring></soap:Fault></soap:Body></soap:Envelope>`,
      };
  }
};
