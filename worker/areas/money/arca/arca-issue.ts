// Issuing an invoice through ARCA (docs/arca.md, "WSFEv1: numbers and the CAE"): one issue at a time per
// organization, type and point of sale (arca_locks), the number ARCA expects (last authorized + 1), the CAE
// stored with the number in one batch. A lost answer leaves arca_pending_number, and ARCA is asked what it
// authorized under it before anything is sent again: an invoice never gets two CAEs.
import { and, eq, sql } from "drizzle-orm";
import { arcaLocks, invoiceCounters, invoiceLines, invoices } from "../../../db/schema-money";
import type { Db } from "../../../env";
import { ApiError } from "../../../lib/errors";
import { documentTotals } from "../../../shared/money";
import type { Invoice } from "../../../shared/money-types";
import type { InvoiceType } from "../../../shared/money-values";
import type { Scope } from "../../organization/door";
import { changed, hiddenInvoice, notDraft, ofOrg, run } from "../invoices/invoice-writes";
import type { ArcaConfig } from "./arca-config";
import { arcaMessages, notDelegated, refusalText, rejectionText } from "./arca-errors";
import type { TicketSource } from "./arca-types";
import type { Issuer } from "./issuer";
import { WsaaError } from "./wsaa";
import { ArcaRefused, wsfeClient, type CaeRequest, type Consulted, type WsfeClient } from "./wsfe";

export interface ArcaIssueDeps {
  cfg: ArcaConfig;
  issuer: Issuer;
  tickets: TicketSource;
  /** The global fetch unless a test gives another. */
  fetcher?: typeof fetch;
}

export const LOST_ANSWER = "ARCA no respondió; antes de reintentar se consultará si autorizó la factura";

const unavailable = (message: string) => new ApiError(503, "ARCA_UNAVAILABLE", message);
const refused = (errors: ConstructorParameters<typeof ArcaRefused>[0], cfg: ArcaConfig) =>
  new ApiError(409, notDelegated(errors) ? "ARCA_NOT_DELEGATED" : "ARCA_REFUSED", refusalText(errors, cfg.cuit));

/** The platform's login failed (WSAA): nothing was sent to WSFEv1, ARCA's reason in Spanish. */
const loginFailed = (e: WsaaError) => new ApiError(503, "ARCA_LOGIN", e.message);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a holder may keep the lock: the calls of one issue (ticket, last, request, retries, consult). */
export const lockBoundMs = (cfg: ArcaConfig) => cfg.timeoutMs * 8 + 5_000;

interface LockKey {
  organization_id: number;
  type: InvoiceType;
  point_of_sale: number;
}

/**
 * Claims the (org, type, point of sale) lock: a conditional upsert that takes the row only when free or
 * expired, RETURNING the holder. Polls while another issue holds it; 503 after the bound.
 */
async function claimLock(db: Db, key: LockKey, holder: string, boundMs: number) {
  const giveUp = Date.now() + boundMs;
  for (;;) {
    const now = new Date();
    const until = new Date(now.getTime() + boundMs).toISOString();
    const rows = await db
      .insert(arcaLocks)
      .values({ ...key, holder, until })
      .onConflictDoUpdate({
        target: [arcaLocks.organization_id, arcaLocks.type, arcaLocks.point_of_sale],
        set: { holder, until },
        setWhere: sql`${arcaLocks.until} < ${now.toISOString()}`,
      })
      .returning({ holder: arcaLocks.holder });
    if (rows[0]?.holder === holder) return;
    if (Date.now() > giveUp)
      throw unavailable("Se está emitiendo otra factura de este tipo y punto de venta: probá de nuevo");
    await sleep(100 + Math.random() * 150);
  }
}

/** The rows of one organization, invoice type and point of sale (the lock's, or the invoices'). */
const sameSeries = (t: typeof arcaLocks | typeof invoices, key: LockKey) =>
  and(eq(t.organization_id, key.organization_id), eq(t.type, key.type), eq(t.point_of_sale, key.point_of_sale));

function releaseLock(db: Db, key: LockKey, holder: string) {
  return db.delete(arcaLocks).where(and(sameSeries(arcaLocks, key), eq(arcaLocks.holder, holder)));
}

type Row = typeof invoices.$inferSelect;

/** The CAE request of a stored draft under `number`, amounts from its lines' cents. */
function requestOf(row: Row, lines: (typeof invoiceLines.$inferSelect)[], number: number): CaeRequest {
  const totals = documentTotals(lines);
  return {
    type: row.type,
    point_of_sale: row.point_of_sale,
    number,
    date: row.date,
    doc_type: row.customer_doc_type,
    doc_number: row.customer_cuit,
    iva_condition: row.customer_iva_condition,
    net_cents: totals.net_cents,
    iva_cents: totals.iva_cents,
    total_cents: totals.total_cents,
    by_rate: totals.by_rate,
  };
}

/** Whether what ARCA holds under a number is this invoice (total, customer's document, date). */
export function sameInvoice(got: Consulted, req: CaeRequest): boolean {
  const doc = req.doc_type === "consumidor_final" ? 0 : Number(req.doc_number.replace(/\D/g, ""));
  return got.total_cents === req.total_cents && Number(got.doc_number) === doc && got.date === req.date.slice(0, 10);
}

/**
 * Whether an invoice of this organization already holds `number` at this type and point of sale: one issued
 * locally ("sin CAE") before the point was enabled for electronic invoicing. Checked before sending, so ARCA
 * never authorizes a number Tropero cannot store.
 */
async function numberTaken(db: Db, row: Row, number: number) {
  const [taken] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(sameSeries(invoices, row), eq(invoices.number, number)))
    .limit(1);
  return Boolean(taken);
}

const numberedLocally = (row: Row, number: number) =>
  new ApiError(
    409,
    "ARCA_NUMBER_TAKEN",
    `El punto de venta ${row.point_of_sale} ya tiene la factura ${row.type} N.º ${number} emitida sin CAE en Tropero: ` +
      "para facturación electrónica usá un punto de venta nuevo, habilitado en ARCA y en Datos fiscales",
  );

/** Issues draft `id` through ARCA; the route chose this flow (arca.ts). Returns the invoice as the API shows it. */
export async function issueWithArca(scope: Scope, id: number, deps: ArcaIssueDeps): Promise<Invoice> {
  const db = scope.db;
  const [first] = await db.select().from(invoices).where(ofOrg(scope, id));
  if (!first) throw hiddenInvoice();
  if (first.status !== "borrador") throw notDraft();
  const key = { organization_id: scope.orgId, type: first.type, point_of_sale: first.point_of_sale };
  const holder = crypto.randomUUID();
  await claimLock(db, key, holder, lockBoundMs(deps.cfg));
  try {
    // Read again under the lock: a parallel issue of the same invoice may have finished meanwhile.
    const [row] = await db.select().from(invoices).where(ofOrg(scope, id));
    if (!row) throw hiddenInvoice();
    if (row.status !== "borrador") throw notDraft();
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoice_id, id));
    const wsfe = wsfeClient(deps.cfg, deps.tickets, deps.issuer.cuit, deps.fetcher);
    await authorize(scope, row, lines, wsfe, deps.cfg);
    return await changed(scope, id);
  } finally {
    await releaseLock(db, key, holder).catch(() => undefined);
  }
}

async function authorize(
  scope: Scope,
  row: Row,
  lines: (typeof invoiceLines.$inferSelect)[],
  wsfe: WsfeClient,
  cfg: ArcaConfig,
) {
  const db = scope.db;
  const draft = and(ofOrg(scope, row.id), eq(invoices.status, "borrador"))!;
  const req = (number: number) => requestOf(row, lines, number);
  const setPending = (number: number | null, reason?: string) =>
    db
      .update(invoices)
      .set({ arca_pending_number: number, ...(reason ? { cae_reason: reason } : {}) })
      .where(draft);
  const lost = async (number: number): Promise<never> => {
    await setPending(number, LOST_ANSWER);
    await scope.publish({ action: "money-changed", kind: "invoice", id: row.id });
    throw unavailable(LOST_ANSWER);
  };
  /** Asks ARCA what it holds under `number`; a failure leaves the trace and ends the issue (503). */
  const consult = async (number: number) => {
    try {
      return await wsfe.consult(row.point_of_sale, row.type, number);
    } catch {
      return lost(number);
    }
  };
  const approve = async (number: number, cae: string, due: string, reason: string | null) => {
    const now = new Date().toISOString();
    const [updated] = await run(db, [
      db
        .update(invoices)
        .set({
          status: "emitida",
          number,
          cae_status: "autorizada",
          cae,
          cae_due_date: due,
          cae_reason: reason,
          issued_at: now,
          arca_pending_number: null,
          updated_at: now,
        })
        .where(draft)
        .returning({ id: invoices.id }),
      // The local counter never falls behind ARCA's numbering (a later local issue continues after it).
      db
        .insert(invoiceCounters)
        .values({ organization_id: scope.orgId, type: row.type, point_of_sale: row.point_of_sale, last_number: number })
        .onConflictDoUpdate({
          target: [invoiceCounters.organization_id, invoiceCounters.type, invoiceCounters.point_of_sale],
          set: { last_number: sql`max(${invoiceCounters.last_number}, excluded.last_number)` },
        }),
    ]);
    if (!(updated as unknown[]).length) throw notDraft();
  };

  // Numbers sent for this invoice whose answer never came (an earlier issue's, or this one's): before sending
  // again, any of them ARCA has reached (≤ its last) is asked about, as a late authorization may be ours.
  const unanswered = new Set<number>(row.arca_pending_number != null ? [row.arca_pending_number] : []);
  let sends = 0;
  let resequenced = false;
  for (;;) {
    let last: number;
    try {
      last = await wsfe.lastAuthorized(row.point_of_sale, row.type);
    } catch (e) {
      if (e instanceof ArcaRefused) throw refused(e.errors, cfg);
      if (e instanceof WsaaError) throw loginFailed(e);
      throw unavailable("ARCA no responde: probá emitir la factura de nuevo en unos minutos");
    }
    for (const sent of [...unanswered].filter((n) => n <= last)) {
      const got = await consult(sent);
      if (got && sameInvoice(got, req(sent))) return approve(sent, got.cae, got.cae_due_date, null);
      unanswered.delete(sent); // ARCA gave that number to another comprobante
    }
    const number = last + 1;
    if (await numberTaken(db, row, number)) throw numberedLocally(row, number);
    // The trace first: a crash or a lost answer from here on is resolved by asking ARCA about this number.
    await setPending(number);
    sends += 1;
    let answer;
    try {
      answer = await wsfe.requestCae(req(number));
    } catch (e) {
      // Refused, or no ticket to send it with (the login failed before it or after a refused ticket).
      if (e instanceof ArcaRefused || e instanceof WsaaError) {
        await setPending(null);
        throw e instanceof WsaaError ? loginFailed(e) : refused(e.errors, cfg);
      }
      // Lost, or failed in a way that cannot prove ARCA did not authorize: ask before anything else.
      const got = await consult(number);
      if (got && sameInvoice(got, req(number))) return approve(number, got.cae, got.cae_due_date, null);
      if (!got) unanswered.add(number);
      if (sends < 2) continue; // not there (yet): send once more, after asking again if ARCA's last reached it
      return lost(number);
    }
    if (answer.result === "A") {
      return approve(number, answer.cae, answer.cae_due_date, arcaMessages(answer.observations));
    }
    const reasons = [...answer.errors, ...answer.observations];
    if (!resequenced && reasons.some((r) => r.code === "10016")) {
      resequenced = true; // another system numbered in between: ask the last number again, once
      continue;
    }
    if (answer.errors.some((e) => e.code === "600" || e.code === "601")) {
      await setPending(null);
      throw refused(answer.errors, cfg);
    }
    const reason = rejectionText(answer.errors, answer.observations);
    await db
      .update(invoices)
      .set({
        cae_status: "rechazada",
        cae_reason: reason,
        arca_pending_number: null,
        updated_at: new Date().toISOString(),
      })
      .where(draft);
    await scope.publish({ action: "money-changed", kind: "invoice", id: row.id });
    throw new ApiError(409, "ARCA_REJECTED", reason);
  }
}
