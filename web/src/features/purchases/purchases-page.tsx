// Compras (/purchases, docs/money.md): the suppliers' invoices, unpaid and overdue highlighted, filters,
// pages, mark paid, delete, "Nueva compra" in a dialog and "Subir factura". Owners and admins only.
import type { Purchase } from "@shared/money-types";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { pageCount, Pager } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { Modal } from "../../components/modal";
import { PageFrame } from "../../components/page-frame";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query/query-client";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { MoneyGate } from "./money-gate";
import {
  fetchInvoiceFile,
  purchaseQueries,
  useCreatePurchase,
  useDeletePurchase,
  useSetPurchasePaid,
  type PurchaseFilters,
} from "../../data/purchases";
import { PurchaseForm } from "./purchase-form";
import { emptyPurchase } from "./purchase-form-values";
import { purchaseMessages } from "./purchase-messages";
import { PurchaseRow } from "./purchase-row";
import "./purchases.css";

function PurchaseList({ orgId }: { orgId: number }) {
  const t = useMessages(purchaseMessages);
  const [q, setQ] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [unpaid, setUnpaid] = useState(false);
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const removal = useConfirm<Purchase>();
  const search = useDebouncedValue(q.trim(), 250);
  const filters: PurchaseFilters = { q: search, from, to, unpaid, overdue, page };
  // Rendered only inside an organization whose role may see money (PurchasesPage checks both).
  const list = useQuery(purchaseQueries.list(orgId, filters), queryClient);
  const create = useCreatePurchase();
  const setPaid = useSetPurchasePaid();
  const deletion = useDeletePurchase();
  const busyId = setPaid.isPending ? setPaid.variables.purchaseId : null;
  const filtering = !!(search || from || to || unpaid || overdue);
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  function togglePaid(p: Purchase) {
    setPaid.mutate(
      { purchaseId: p.id, paid: !p.paid },
      {
        onSuccess: () => toast.success(p.paid ? t.unpaidDone : t.paidDone),
        onError: (error) => toast.error(errorMessage(error, "No se pudo completar la acción")),
      },
    );
  }

  async function openFile(p: Purchase) {
    try {
      const blob = await fetchInvoiceFile(orgId, p.file!.id);
      window.open(URL.createObjectURL(blob), "_blank", "noopener");
    } catch (error) {
      toast.error(errorMessage(error, "No se pudo completar la acción"));
    }
  }

  const actions = (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
        {t.newPurchase}
      </button>
      <Link className="btn btn-secondary" to={paths.uploadInvoice}>
        {t.upload}
      </Link>
    </>
  );

  return (
    <PageFrame title={t.title} description={t.description} actions={actions}>
      <div className="purchase-filters">
        <TextField label={t.search} type="search" value={q} onChange={(e) => refilter(setQ)(e.target.value)} />
        <TextField label={t.from} type="date" value={from} onChange={(e) => refilter(setFrom)(e.target.value)} />
        <TextField label={t.to} type="date" value={to} onChange={(e) => refilter(setTo)(e.target.value)} />
        <label className="checkbox">
          <input type="checkbox" checked={unpaid} onChange={(e) => refilter(setUnpaid)(e.target.checked)} /> {t.unpaid}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={overdue} onChange={(e) => refilter(setOverdue)(e.target.checked)} />{" "}
          {t.overdue}
        </label>
      </div>
      <QueryState
        query={list}
        texts={{ loading: t.loading, loadError: t.loadError }}
        isEmpty={(d) => d.purchases.length === 0}
        filtering={filtering || !!list.data?.total}
        noMatch={t.noMatch}
        emptyIcon="cart"
        emptyAction={actions}
      >
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {t.count(data.total)}
            </p>
            <ul className="purchase-list" aria-label={t.listLabel}>
              {data.purchases.map((p) => (
                <PurchaseRow
                  key={p.id}
                  purchase={p}
                  busy={busyId === p.id}
                  onTogglePaid={togglePaid}
                  onDelete={removal.open}
                  onOpenFile={(x) => void openFile(x)}
                />
              ))}
            </ul>
            {pageCount(data) > 1 ? (
              <Pager
                className="purchase-pages"
                label={t.page(page, pageCount(data))}
                page={page}
                pages={pageCount(data)}
                onPage={setPage}
                previous={t.prev}
                next={t.next}
              >
                <span>{t.page(page, pageCount(data))}</span>
              </Pager>
            ) : null}
          </>
        )}
      </QueryState>
      {creating ? (
        <Modal title={t.newPurchase} onClose={() => setCreating(false)}>
          <PurchaseForm
            initial={emptyPurchase(todayIso())}
            onCancel={() => setCreating(false)}
            onSave={async (body) => {
              await create.mutateAsync(body);
              setCreating(false);
              toast.success(t.saved);
            }}
          />
        </Modal>
      ) : null}
      {removal.render((p) => ({
        title: t.remove,
        confirmLabel: t.remove,
        cancelLabel: t.back,
        text: t.removeConfirm,
        onConfirm: async () => {
          try {
            await deletion.mutateAsync(p.id);
            toast.success(t.removed);
            removal.close();
          } catch (error) {
            toast.error(errorMessage(error, "No se pudo completar la acción"));
          }
        },
      }))}
    </PageFrame>
  );
}

export default function PurchasesPage() {
  const t = useMessages(purchaseMessages);
  const orgId = useOrgId();
  return <MoneyGate title={t.title}>{orgId ? <PurchaseList orgId={orgId} /> : null}</MoneyGate>;
}
