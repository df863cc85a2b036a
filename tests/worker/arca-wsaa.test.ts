// WSAA login against the ARCA stand-in (docs/arca.md, WSAA login; Tests): openssl verifies the CMS the
// worker signs, the platform's ticket is stored and shared, and ARCA's refusals come back in Spanish.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { arcaConfig, type ArcaConfig } from "../../worker/areas/money/arca/arca-config";
import { RENEW_MARGIN_MS, wsaaTickets } from "../../worker/areas/money/arca/arca-ticket";
import { signCms } from "../../worker/areas/money/arca/cms-sign";
import { derToPem } from "../../worker/areas/money/arca/der";
import { loginCms, loginTicketRequest, WsaaError } from "../../worker/areas/money/arca/wsaa";
import { xmlText } from "../../worker/areas/money/arca/soap";
import { arcaTickets } from "../../worker/db/schema-money";
import {
  arcaEnv,
  standin,
  standinCalls,
  standinControl,
  standinReset,
  standinRevoke,
  standinScope,
} from "./arca-helpers";
import { db } from "./fixtures";

standinScope("arca-wsaa");

const config = (over: Partial<ArcaConfig> = {}): ArcaConfig => ({ ...arcaConfig(arcaEnv())!, ...over });
const logins = async () => (await standinCalls()).calls.filter((c) => c.operation === "loginCms").length;
const storedRow = async () => (await db().select().from(arcaTickets).where(eq(arcaTickets.service, "wsfe")))[0];
const iso = (ms: number) => new Date(ms).toISOString();

async function storeTicket(token: string, expiresInMs: number) {
  await db()
    .insert(arcaTickets)
    .values({ service: "wsfe", token, sign: "firma", expires_at: iso(Date.now() + expiresInMs) });
}

/** A PKCS#8 PEM of a fresh RSA key that is not the certificate's. */
async function otherKeyPem(): Promise<string> {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: "SHA-256" },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const pkcs8 = (await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer;
  return derToPem(new Uint8Array(pkcs8), "PRIVATE KEY");
}

beforeEach(async () => {
  await standinReset();
  await db().delete(arcaTickets);
});

describe("the login ticket request", () => {
  it("is generated a few minutes back and expires 12 h ahead, in ARCA's -03:00 time", () => {
    const now = Date.parse("2026-11-27T21:00:00Z");
    const tra = loginTicketRequest("wsfe", now);
    expect(xmlText(tra, "service")).toBe("wsfe");
    expect(xmlText(tra, "generationTime")).toBe("2026-11-27T17:55:00-03:00");
    expect(xmlText(tra, "expirationTime")).toBe("2026-11-28T06:00:00-03:00");
    expect(Date.parse(xmlText(tra, "generationTime")!)).toBe(now - 5 * 60_000);
    expect(xmlText(tra, "uniqueId")).toMatch(/^\d+$/);
  });
});

describe("the stand-in's WSAA", () => {
  const send = async (tra: string) => {
    const { certPem, keyPem } = standin();
    const cms = await signCms(new TextEncoder().encode(tra), certPem, keyPem);
    const res = await fetch(config().wsaaUrl, { method: "POST", body: `<Envelope><in0>${cms}</in0></Envelope>` });
    return xmlText(await res.text(), "faultcode");
  };

  it("checks the request's service and times like ARCA", async () => {
    expect(await send(loginTicketRequest("wsfex"))).toBe("ns1:wsn.notFound");
    expect(await send(loginTicketRequest("wsfe", Date.now() - 13 * 3600_000))).toBe("ns1:xml.expirationTime.expired");
    expect(await send(loginTicketRequest("wsfe", Date.now() + 3600_000))).toBe("ns1:xml.generationTime.invalid");
    expect((await standinCalls()).tickets).toHaveLength(0);
    expect(await send(loginTicketRequest("wsfe"))).toBeNull();
  });
});

describe("loginCms", () => {
  it("signs a CMS openssl verifies against ARCA's (test) authority and reads the ticket", async () => {
    const ticket = await loginCms(config(), "wsfe");
    const { calls, tickets } = await standinCalls(true);
    expect(tickets).toHaveLength(1);
    expect(ticket).toEqual({ token: tickets[0]!.token, sign: tickets[0]!.sign, expires_at: tickets[0]!.expires_at });
    expect(Date.parse(ticket.expires_at) - Date.now()).toBeGreaterThan(11 * 3600_000);
    expect(calls[0]!.body).toContain("<wsaa:loginCms><wsaa:in0>");
  });

  it("signs with a PKCS#1 key as well", async () => {
    const { keyPkcs1Pem } = standin();
    await expect(loginCms(config({ keyPem: keyPkcs1Pem }), "wsfe")).resolves.toHaveProperty("token");
  });

  it("reports a signature made with another key in Spanish and stores nothing", async () => {
    const source = wsaaTickets(db(), config({ keyPem: await otherKeyPem() }), { logins: new Map() });
    const err = await source.ticket().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WsaaError);
    expect(err).toMatchObject({ code: "cms.sign.invalid" });
    expect((err as Error).message).toMatch(/la clave privada \(ARCA_KEY\) no corresponde al certificado/);
    expect((await standinCalls()).tickets).toHaveLength(0);
    const row = await storedRow();
    expect(row?.token ?? null).toBeNull();
    expect(row?.login_claimed_until ?? null).toBeNull();
  });

  it("explains a certificate ARCA does not trust", async () => {
    await standinControl({ wsaa_refuse_next: "cms.cert.untrusted" });
    await expect(loginCms(config(), "wsfe")).rejects.toThrow(/ARCA no reconoce el certificado de la plataforma/);
  });

  it("gives up after the configured time when ARCA does not answer", async () => {
    await standinControl({ wsaa_delay_ms: 800 });
    const err = await loginCms(config({ timeoutMs: 200 }), "wsfe").catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "timeout" });
    expect((err as Error).message).toMatch(/no respondió a tiempo/);
  });
});

describe("the platform's ticket", () => {
  it("is obtained once and stored, however many requests ask at once in one isolate", async () => {
    await standinControl({ wsaa_delay_ms: 300 });
    const source = wsaaTickets(db(), config());
    const tickets = await Promise.all(Array.from({ length: 5 }, () => source.ticket()));
    expect(await logins()).toBe(1);
    expect(new Set(tickets.map((t) => t.token)).size).toBe(1);
    expect(await storedRow()).toMatchObject({ token: tickets[0]!.token, login_claimed_until: null });
  });

  it("is obtained once across isolates: the others wait on the row's login claim", async () => {
    await standinControl({ wsaa_delay_ms: 300 });
    // Each source with its own in-flight map acts as a separate isolate: only the row claim joins them.
    const sources = Array.from({ length: 5 }, () => wsaaTickets(db(), config(), { logins: new Map() }));
    const tickets = await Promise.all(sources.map((s) => s.ticket()));
    expect(await logins()).toBe(1);
    expect(new Set(tickets.map((t) => t.token)).size).toBe(1);
  });

  it("is read from the table while valid, with no login", async () => {
    await storeTicket("guardado", 5 * 3600_000);
    const ticket = await wsaaTickets(db(), config()).ticket();
    expect(ticket.token).toBe("guardado");
    expect(await logins()).toBe(0);
  });

  it("is renewed shortly before it expires", async () => {
    await storeTicket("por-vencer", RENEW_MARGIN_MS - 60_000);
    const ticket = await wsaaTickets(db(), config()).ticket();
    expect(ticket.token).not.toBe("por-vencer");
    expect(await logins()).toBe(1);
    expect((await storedRow())?.token).toBe(ticket.token);
  });

  it("keeps the dying one to its end when ARCA still holds it valid", async () => {
    const first = await loginCms(config(), "wsfe");
    await db()
      .insert(arcaTickets)
      .values({ service: "wsfe", token: first.token, sign: first.sign, expires_at: iso(Date.now() + 5 * 60_000) });
    const ticket = await wsaaTickets(db(), config()).ticket();
    expect(ticket.token).toBe(first.token);
    expect(await logins()).toBe(2);
    expect((await storedRow())?.login_claimed_until).toBeNull();
  });

  it("logs in once more when WSFE refused it (renew after ARCA revoked it)", async () => {
    const source = wsaaTickets(db(), config());
    const first = await source.ticket();
    await standinRevoke();
    const renewed = await source.renew();
    expect(renewed.token).not.toBe(first.token);
    expect(await logins()).toBe(2);
    expect((await storedRow())?.token).toBe(renewed.token);
  });

  it("reports a second refusal instead of looping: ARCA keeps the refused ticket", async () => {
    const source = wsaaTickets(db(), config());
    const first = await source.ticket();
    const err = await source.renew().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "coe.alreadyAuthenticated" });
    expect((err as Error).message).toMatch(/ARCA rechazó el ticket de acceso de la plataforma pero no entrega otro/);
    expect((err as Error).message).toMatch(/Probá de nuevo después de las \d\d\/\d\d \d\d:\d\d/);
    expect(await logins()).toBe(2);
    const row = await storedRow();
    expect(row?.token ?? null).toBeNull();
    expect(row?.login_claimed_until ?? null).toBeNull();
    expect((await standinCalls()).tickets.map((t) => t.token)).toEqual([first.token]);
  });

  it("says when to retry if ARCA holds a ticket the table lost", async () => {
    await loginCms(config(), "wsfe");
    const err = await wsaaTickets(db(), config())
      .ticket()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "coe.alreadyAuthenticated" });
    expect((err as Error).message).toMatch(/ticket de acceso vigente que Tropero no tiene guardado/);
    expect(await logins()).toBe(2);
  });
});
