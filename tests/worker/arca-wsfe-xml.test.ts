// WSFEv1's requests and answers (docs/arca.md, "WSFEv1: numbers and the CAE"): the FECAEDetRequest built for
// A with two rates, C, a DNI and a consumidor final; answers parsed; a refused ticket renewed once; and the
// client against the stand-in's handler in-process (no server), with a fake ticket source.
import { describe, expect, it } from "vitest";
import { arcaMessage, rejectionText } from "../../worker/areas/money/arca/arca-errors";
import type { ArcaConfig } from "../../worker/areas/money/arca/arca-config";
import type { TicketSource } from "../../worker/areas/money/arca/arca-types";
import {
  amount,
  ArcaRefused,
  ArcaUnreachable,
  caeDetail,
  caeRequestBody,
  parseCaeAnswer,
  wsfeClient,
  type CaeRequest,
} from "../../worker/areas/money/arca/wsfe";
import { emptyContext, type StandinContext } from "../arca-standin/context";
import { handleWsfe } from "../arca-standin/wsfe-standin";

const base: CaeRequest = {
  type: "A",
  point_of_sale: 3,
  number: 42,
  date: "2026-06-10",
  doc_type: "cuit",
  doc_number: "20-17254359-7",
  iva_condition: "responsable_inscripto",
  net_cents: 938277999,
  iva_cents: 98520240,
  total_cents: 1036798239,
  by_rate: [
    { iva_tenths: 105, net_cents: 938268000, iva_cents: 98518140 },
    { iva_tenths: 210, net_cents: 9999, iva_cents: 2100 },
  ],
};

/** The text of `<ar:name>` in a built request. */
const field = (xml: string, name: string) => new RegExp(`<ar:${name}>([^<]*)</ar:${name}>`).exec(xml)?.[1];

describe("FECAESolicitar request", () => {
  it("an A invoice with two rates: CUIT 80, amounts with two decimals from cents, AlicIva 4 and 5", () => {
    const xml = caeRequestBody(base);
    expect(field(xml, "CantReg")).toBe("1");
    expect(field(xml, "PtoVta")).toBe("3");
    expect(field(xml, "CbteTipo")).toBe("1");
    const detail = caeDetail(base);
    expect(field(detail, "Concepto")).toBe("1");
    expect(field(detail, "DocTipo")).toBe("80");
    expect(field(detail, "DocNro")).toBe("20172543597");
    expect(field(detail, "CbteDesde")).toBe("42");
    expect(field(detail, "CbteHasta")).toBe("42");
    expect(field(detail, "CbteFch")).toBe("20260610");
    expect(field(detail, "ImpTotal")).toBe("10367982.39");
    expect(field(detail, "ImpNeto")).toBe("9382779.99");
    expect(field(detail, "ImpIVA")).toBe("985202.40");
    expect(field(detail, "ImpTotConc")).toBe("0.00");
    expect(field(detail, "ImpOpEx")).toBe("0.00");
    expect(field(detail, "ImpTrib")).toBe("0.00");
    expect(field(detail, "MonId")).toBe("PES");
    expect(field(detail, "MonCotiz")).toBe("1");
    expect(field(detail, "CondicionIVAReceptorId")).toBe("1");
    const rates = [...detail.matchAll(/<ar:AlicIva>(.*?)<\/ar:AlicIva>/g)].map((m) => [
      field(m[1]!, "Id"),
      field(m[1]!, "BaseImp"),
      field(m[1]!, "Importe"),
    ]);
    expect(rates).toEqual([
      ["4", "9382680.00", "985181.40"],
      ["5", "99.99", "21.00"],
    ]);
  });

  it("a C invoice carries no Iva: ImpIVA 0 and ImpNeto the total; monotributista receiver is 6", () => {
    const detail = caeDetail({
      ...base,
      type: "C",
      iva_condition: "monotributista",
      net_cents: 10000,
      iva_cents: 0,
      total_cents: 10000,
      by_rate: [{ iva_tenths: 0, net_cents: 10000, iva_cents: 0 }],
    });
    expect(detail).not.toContain("<ar:Iva>");
    expect(field(detail, "ImpIVA")).toBe("0.00");
    expect(field(detail, "ImpNeto")).toBe("100.00");
    expect(field(detail, "ImpTotal")).toBe("100.00");
    expect(field(detail, "CondicionIVAReceptorId")).toBe("6");
    expect(field(caeRequestBody({ ...base, type: "C" }), "CbteTipo")).toBe("11");
  });

  it("a DNI is 96 with its digits; a consumidor final is 99 with DocNro 0 and receiver 5; B is 6", () => {
    const dni = caeDetail({ ...base, type: "B", doc_type: "dni", doc_number: "30.123.456", iva_condition: "exento" });
    expect([field(dni, "DocTipo"), field(dni, "DocNro"), field(dni, "CondicionIVAReceptorId")]).toEqual([
      "96",
      "30123456",
      "4",
    ]);
    const cf = caeDetail({ ...base, type: "B", doc_type: "consumidor_final", iva_condition: "consumidor_final" });
    expect([field(cf, "DocTipo"), field(cf, "DocNro"), field(cf, "CondicionIVAReceptorId")]).toEqual(["99", "0", "5"]);
    expect(field(caeRequestBody({ ...base, type: "B" }), "CbteTipo")).toBe("6");
  });

  it("formats cents exactly, negatives and zero included, and refuses a rate ARCA has no id for", () => {
    expect([amount(0), amount(5), amount(100), amount(-1234), amount(900719925474099)]).toEqual([
      "0.00",
      "0.05",
      "1.00",
      "-12.34",
      "9007199254740.99",
    ]);
    expect(() => caeDetail({ ...base, by_rate: [{ iva_tenths: 270, net_cents: 1, iva_cents: 0 }] })).toThrow(/27/);
  });
});

describe("FECAESolicitar answer", () => {
  const answer = (det: string, extra = "") =>
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><FECAESolicitarResponse xmlns="http://ar.gov.afip.dif.FEV1/"><FECAESolicitarResult><FeCabResp><Resultado>X</Resultado></FeCabResp><FeDetResp><FECAEDetResponse>${det}</FECAEDetResponse></FeDetResp>${extra}</FECAESolicitarResult></FECAESolicitarResponse></soap:Body></soap:Envelope>`;

  it("reads an approval with observations, the due date as YYYY-MM-DD", () => {
    const parsed = parseCaeAnswer(
      answer(
        `<Resultado>A</Resultado><Observaciones><Obs><Code>10217</Code><Msg>El cr&#233;dito fiscal &amp; otros</Msg></Obs></Observaciones><CAE>74123456789012</CAE><CAEFchVto>20260620</CAEFchVto>`,
        `<Events><Evt><Code>33</Code><Msg>Aviso</Msg></Evt></Events>`,
      ),
    );
    expect(parsed).toEqual({
      result: "A",
      cae: "74123456789012",
      cae_due_date: "2026-06-20",
      observations: [{ code: "10217", msg: "El crédito fiscal & otros" }],
      events: [{ code: "33", msg: "Aviso" }],
    });
  });

  it("reads a rejection with its observations and errors; an A without a 14-digit CAE is no approval", () => {
    const parsed = parseCaeAnswer(
      answer(
        `<Resultado>R</Resultado><Observaciones><Obs><Code>10016</Code><Msg>El numero no es el proximo</Msg></Obs></Observaciones><CAE/><CAEFchVto/>`,
        `<Errors><Err><Code>10048</Code><Msg>ImpTotal mal</Msg></Err></Errors>`,
      ),
    );
    expect(parsed).toMatchObject({
      result: "R",
      errors: [{ code: "10048", msg: "ImpTotal mal" }],
      observations: [{ code: "10016", msg: "El numero no es el proximo" }],
    });
    expect(parseCaeAnswer(answer(`<Resultado>A</Resultado><CAE></CAE>`)).result).toBe("R");
  });

  it("words ARCA's codes in Spanish and keeps them; unknown codes keep ARCA's text", () => {
    expect(rejectionText([], [{ code: "10016", msg: "x" }])).toBe(
      "ARCA rechazó la factura (10016): el número o la fecha no son los próximos a autorizar",
    );
    expect(arcaMessage({ code: "99999", msg: "Texto de ARCA" })).toBe("(99999) Texto de ARCA");
  });
});

const cfg: ArcaConfig = {
  cuit: "20111111112",
  certPem: "",
  keyPem: "",
  wsaaUrl: "http://standin.test/wsaa",
  wsfeUrl: "http://standin.test/wsfe",
  timeoutMs: 200,
};

/** A ticket source over the in-process stand-in: `renew()` issues a fresh ticket, counted. */
function fakeTickets(ctx: StandinContext) {
  let n = 0;
  const issue = () => {
    n += 1;
    const t = {
      service: "wsfe",
      token: `token-${n}`,
      sign: `sign-${n}`,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      revoked: false,
    };
    ctx.tickets.push(t);
    return t;
  };
  let current = issue();
  const source: TicketSource & { renewals: number } = {
    renewals: 0,
    ticket: async () => current,
    renew: async () => {
      source.renewals += 1;
      current = issue();
      return current;
    },
  };
  return source;
}

/** fetch() answered by the stand-in's WSFE handler in this isolate, honouring the abort signal. */
const inProcess =
  (ctx: StandinContext): typeof fetch =>
  async (_url, init) => {
    const headers = new Headers(init?.headers);
    const answer = handleWsfe(String(init?.body), ctx, headers.get("SOAPAction") ?? "");
    const signal = init?.signal;
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted"))),
    );
    const { status, body } = await Promise.race([answer, aborted]);
    return new Response(body, { status });
  };

describe("the WSFEv1 client against the stand-in's handler", () => {
  it("numbers, requests a CAE, consults it; a wrong number is 10016; an unknown number is null (602)", async () => {
    const ctx = emptyContext();
    const client = wsfeClient(cfg, fakeTickets(ctx), "30-71234567-1", inProcess(ctx));
    expect(await client.lastAuthorized(3, "A")).toBe(0);
    const first = await client.requestCae({ ...base, number: 1 });
    expect(first).toMatchObject({ result: "A", observations: [] });
    if (first.result !== "A") throw new Error("not approved");
    expect(first.cae).toMatch(/^\d{14}$/);
    expect(first.cae_due_date).toBe("2026-06-20");
    expect(await client.lastAuthorized(3, "A")).toBe(1);
    expect(await client.lastAuthorized(3, "B")).toBe(0);
    const skipped = await client.requestCae({ ...base, number: 3 });
    expect(skipped).toMatchObject({ result: "R", observations: [{ code: "10016" }] });
    expect(await client.consult(3, "A", 1)).toEqual({
      cae: first.cae,
      cae_due_date: "2026-06-20",
      total_cents: 1036798239,
      doc_number: "20172543597",
      date: "2026-06-10",
    });
    expect(await client.consult(3, "A", 2)).toBeNull();
    const auth = ctx.calls.map((c) => /<ar:Cuit>(\d+)<\/ar:Cuit>/.exec(c.body)?.[1]);
    expect(new Set(auth)).toEqual(new Set(["30712345671"]));
  });

  it("renews a refused ticket once and retries; a second refusal is reported", async () => {
    const ctx = emptyContext();
    const tickets = fakeTickets(ctx);
    const client = wsfeClient(cfg, tickets, "30712345671", inProcess(ctx));
    ctx.tickets[0]!.revoked = true;
    expect(await client.lastAuthorized(1, "B")).toBe(0);
    expect(tickets.renewals).toBe(1);
    // Every ticket refused: one renewal, then ARCA's error.
    const refusing: TicketSource = {
      ticket: tickets.ticket,
      renew: async () => ({ ...(await tickets.renew()), token: "x" }),
    };
    ctx.tickets.forEach((t) => (t.revoked = true));
    await expect(wsfeClient(cfg, refusing, "30712345671", inProcess(ctx)).lastAuthorized(1, "B")).rejects.toThrow(
      /600/,
    );
  });

  it("a SOAP fault is ARCA's refusal (nothing authorized), not a lost answer", async () => {
    const fault = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>Server was unable to read request &amp; more</faultstring></soap:Fault></soap:Body></soap:Envelope>`;
    const ctx = emptyContext();
    const client = wsfeClient(cfg, fakeTickets(ctx), "30712345671", async () => new Response(fault, { status: 500 }));
    const refusal = await client.requestCae(base).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ArcaRefused);
    expect((refusal as ArcaRefused).errors).toEqual([
      { code: "soap:Client", msg: "Server was unable to read request & more" },
    ]);
    const html = wsfeClient(
      cfg,
      fakeTickets(ctx),
      "30712345671",
      async () => new Response("<html>502</html>", { status: 502 }),
    );
    await expect(html.lastAuthorized(1, "A")).rejects.toBeInstanceOf(ArcaUnreachable);
  });

  it("a lost answer is ArcaUnreachable after the timeout, and ARCA kept the authorization", async () => {
    const ctx = emptyContext();
    ctx.controls.wsfe_lose_next = true;
    ctx.controls.wsfe_lose_ms = 1_000;
    const client = wsfeClient(cfg, fakeTickets(ctx), "30712345671", inProcess(ctx));
    await expect(client.requestCae({ ...base, number: 1 })).rejects.toThrow(/FECAESolicitar/);
    expect((await client.consult(3, "A", 1))?.cae).toMatch(/^\d{14}$/);
  });
});
