// Invoice writes: a draft (created, edited, deleted), issued with the next number of its type and point of
// sale, paid, or voided. Each write is one db.batch whose statements are conditional on the invoice's state,
// so a concurrent write makes it a 409, never a half-done change or a gap in the numbering.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { invoiceCounters, invoiceLines, invoiceMovements, invoices } from "../../../db/schema-money";
import type { Db } from "../../../env";
import { conflict, notFound } from "../../../lib/errors";
import type { InvoiceBody } from "../../../shared/invoice-schemas";
import type * as z from "../../../shared/zod";
import type { invoicePaidSchema } from "../../../shared/invoice-schemas";
import type { Scope } from "../../organization/door";
import type { InvoiceAuthorizer } from "../arca/arca";
import { checkSales, invoiceDetail, invoiceState } from "./invoice-queries";
import { storedLines } from "./invoice-view";

export const hiddenInvoice = () => notFound("La factura no existe", "INVOICE_NOT_FOUND");
export const notDraft = () =>
  conflict("La factura ya fue emitida: no se puede modificar. Anulala si es necesario.", "INVOICE_NOT_DRAFT");

/** Runs a batch; the unique index on billed sales and the draft guard become 409s. */
export async function run(db: Db, items: BatchItem<"sqlite">[]) {
  try {
    return await db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (e) {
    const message = String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? "");
    if (message.includes("invoice_movements")) {
      throw conflict("Alguna de las ventas ya está facturada", "SALE_ALREADY_INVOICED");
    }
    if (message.includes("malformed JSON")) throw notDraft();
    throw e;
  }
}

export const ofOrg = (scope: Scope, id: number | SQL) =>
  and(eq(invoices.id, id as number), eq(invoices.organization_id, scope.orgId))!;

/**
 * Fails the batch unless the invoice is still a draft of this organization (json() of 'x' raises) and no CAE
 * request of it awaits ARCA's answer (docs/arca.md): its data must stay what ARCA may have authorized.
 */
function draftGuard(db: Db, scope: Scope, id: number) {
  return db
    .select({
      ok: sql`json(CASE WHEN ${invoices.status} = 'borrador' AND ${invoices.arca_pending_number} IS NULL THEN '1' ELSE 'x' END)`,
    })
    .from(invoices)
    .where(ofOrg(scope, id));
}

function writeLines(
  db: Db,
  invoiceId: number | SQL,
  body: InvoiceBody,
  lines: ReturnType<typeof storedLines>["lines"],
) {
  const items: BatchItem<"sqlite">[] = [
    db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoice_id: invoiceId }))),
  ];
  if (body.movement_ids?.length) {
    items.push(
      db.insert(invoiceMovements).values(body.movement_ids.map((m) => ({ invoice_id: invoiceId, movement_id: m }))),
    );
  }
  return items;
}

export async function changed(scope: Scope, id: number) {
  await scope.publish({ action: "money-changed", kind: "invoice", id });
  const invoice = await invoiceDetail(scope.db, scope.orgId, id);
  if (!invoice) throw hiddenInvoice();
  return invoice;
}

export async function createInvoice(scope: Scope, body: InvoiceBody) {
  await checkSales(scope.db, scope.orgId, body.movement_ids ?? []);
  const { lines, totals } = storedLines(body);
  const { movement_ids: _ids, lines: _lines, ...fields } = body;
  // Inside the batch (one transaction, one writer) the new invoice is the newest row.
  const newId = sql`(SELECT max(id) FROM invoices WHERE organization_id = ${scope.orgId})`;
  const [inserted] = await run(scope.db, [
    scope.db
      .insert(invoices)
      .values({
        ...fields,
        organization_id: scope.orgId,
        net_cents: totals.net_cents,
        iva_cents: totals.iva_cents,
        total_cents: totals.total_cents,
        created_by: scope.userId,
      })
      .returning({ id: invoices.id }),
    ...writeLines(scope.db, newId, body, lines),
  ]);
  return changed(scope, (inserted as { id: number }[])[0]!.id);
}

/** A draft awaiting ARCA's answer to its CAE request (docs/arca.md) cannot change until the issue ends. */
export const arcaPending = () =>
  conflict(
    "ARCA está autorizando esta factura o no respondió: emitila de nuevo para saber si la autorizó antes de cambiarla",
    "INVOICE_ARCA_PENDING",
  );

async function assertDraft(scope: Scope, id: number) {
  const state = await invoiceState(scope.db, scope.orgId, id);
  if (!state) throw hiddenInvoice();
  if (state.status !== "borrador") throw notDraft();
  if (state.arca_pending_number != null) throw arcaPending();
}

/** Replaces a draft's fields and lines (and its sales when the body names them). */
export async function updateInvoice(scope: Scope, id: number, body: InvoiceBody) {
  await assertDraft(scope, id);
  await checkSales(scope.db, scope.orgId, body.movement_ids ?? [], id);
  const { lines, totals } = storedLines(body);
  const { movement_ids, lines: _lines, ...fields } = body;
  const db = scope.db;
  await run(db, [
    draftGuard(db, scope, id),
    db
      .update(invoices)
      .set({ ...fields, ...totalsOf(totals), updated_at: new Date().toISOString() })
      .where(ofOrg(scope, id)),
    db.delete(invoiceLines).where(eq(invoiceLines.invoice_id, id)),
    ...(movement_ids ? [db.delete(invoiceMovements).where(eq(invoiceMovements.invoice_id, id))] : []),
    ...writeLines(db, id, body, lines),
  ]);
  return changed(scope, id);
}

const totalsOf = (t: { net_cents: number; iva_cents: number; total_cents: number }) => ({
  net_cents: t.net_cents,
  iva_cents: t.iva_cents,
  total_cents: t.total_cents,
});

/** Deletes a draft (issued invoices are voided, never deleted); its sales are free again. */
export async function deleteDraft(scope: Scope, id: number) {
  await assertDraft(scope, id);
  const db = scope.db;
  await run(db, [
    draftGuard(db, scope, id),
    db.delete(invoiceMovements).where(eq(invoiceMovements.invoice_id, id)),
    db.delete(invoiceLines).where(eq(invoiceLines.invoice_id, id)),
    db.delete(invoices).where(ofOrg(scope, id)),
  ]);
  await scope.publish({ action: "money-changed", kind: "invoice", id });
}

/**
 * Issues a draft: bumps its counter and sets its number in ONE batch, both conditional on the invoice still
 * being a draft of this organization, so concurrent issues get consecutive numbers and a second issue of the
 * same invoice bumps nothing (409). Then ARCA is asked for a CAE; without one it stays "sin_cae".
 */
export async function issueInvoice(scope: Scope, id: number, authorizer: InvoiceAuthorizer) {
  await assertDraft(scope, id);
  const db = scope.db;
  const now = new Date().toISOString();
  const counterOf = sql`(SELECT c.last_number FROM invoice_counters c WHERE c.organization_id = invoices.organization_id
    AND c.type = invoices.type AND c.point_of_sale = invoices.point_of_sale)`;
  const [, updated] = await run(db, [
    db
      .insert(invoiceCounters)
      .select(
        db
          .select({
            organization_id: invoices.organization_id,
            type: invoices.type,
            point_of_sale: invoices.point_of_sale,
            last_number: sql<number>`1`.as("last_number"),
          })
          .from(invoices)
          .where(and(ofOrg(scope, id), eq(invoices.status, "borrador"))),
      )
      .onConflictDoUpdate({
        target: [invoiceCounters.organization_id, invoiceCounters.type, invoiceCounters.point_of_sale],
        set: { last_number: sql`${invoiceCounters.last_number} + 1` },
      }),
    db
      .update(invoices)
      .set({
        number: counterOf,
        status: "emitida",
        cae_status: "sin_cae",
        cae_reason: null,
        issued_at: now,
        updated_at: now,
      })
      .where(and(ofOrg(scope, id), eq(invoices.status, "borrador")))
      .returning({ id: invoices.id }),
  ]);
  if (!(updated as unknown[]).length) throw notDraft();
  let invoice = await changed(scope, id);
  const authorization = await authorizer.authorize(invoice).catch(() => null);
  if (authorization?.status === "autorizada") {
    await db
      .update(invoices)
      .set({ cae_status: "autorizada", cae: authorization.cae, cae_due_date: authorization.cae_due_date })
      .where(ofOrg(scope, id));
    invoice = {
      ...invoice,
      cae_status: "autorizada",
      cae: authorization.cae,
      cae_due_date: authorization.cae_due_date,
    };
  }
  return invoice;
}

/** A state change allowed only from `from` (else 409, or 404 when the invoice is not of this organization). */
async function transition(
  scope: Scope,
  id: number,
  from: string[],
  set: Partial<typeof invoices.$inferInsert>,
  extra: BatchItem<"sqlite">[],
  refused: string,
) {
  const db = scope.db;
  const [updated] = await run(db, [
    db
      .update(invoices)
      .set({ ...set, updated_at: new Date().toISOString() })
      .where(and(ofOrg(scope, id), inArray(invoices.status, from as ["emitida"])))
      .returning({ id: invoices.id }),
    ...extra,
  ]);
  if (!(updated as unknown[]).length) {
    if (!(await invoiceState(db, scope.orgId, id))) throw hiddenInvoice();
    throw conflict(refused, "INVOICE_STATE");
  }
  return changed(scope, id);
}

export function markPaid(scope: Scope, id: number, body: z.output<typeof invoicePaidSchema>) {
  return transition(
    scope,
    id,
    ["emitida"],
    { status: "pagada", ...body },
    [],
    "Solo una factura emitida (y no anulada) puede marcarse como pagada",
  );
}

/** Voids an issued or paid invoice: it keeps its number forever, and its sales are free to bill again. */
export function voidInvoice(scope: Scope, id: number, reason: string) {
  const db = scope.db;
  const nowVoided = sql`EXISTS (SELECT 1 FROM invoices WHERE id = ${id} AND organization_id = ${scope.orgId} AND status = 'anulada')`;
  return transition(
    scope,
    id,
    ["emitida", "pagada"],
    { status: "anulada", voided_at: new Date().toISOString(), void_reason: reason },
    [db.delete(invoiceMovements).where(and(eq(invoiceMovements.invoice_id, id), nowVoided))],
    "Solo se anulan facturas emitidas o pagadas; un borrador se elimina",
  );
}
