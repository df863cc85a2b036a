// Lotes (/lots): the paddocks in the user's order with hectares, head per category and EV/ha;
// managers reorder them (saved, and live for everyone) and create new ones.
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { EmptyState } from "../../components/empty-state";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { useLotList } from "../../lib/herd/caches";
import { formatHectares, formatInt } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useOrgId } from "../../lib/herd/use-org-id";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { lotsMessages } from "./lots-messages";
import { saveLotOrder } from "./reorder-lots";
import { SortableLotList } from "./sortable-lot-list";
import "../../components/herd/herd.css";
import "./lots.css";
import { LoadError } from "../../components/load-error";

export default function LotsPage() {
  const t = useMessages(lotsMessages);
  const orgId = useOrgId();
  const lots = useLotList();
  const canManage = useCanManageHerd();

  async function reorder(ids: number[]) {
    if (orgId === null) return;
    const error = await saveLotOrder(orgId, ids, t.orderError);
    if (error) toast.error(error);
  }

  const newLot = canManage ? (
    <Link className="btn btn-primary" to={paths.lotCreate}>
      {t.newLot}
    </Link>
  ) : null;
  const hectares = lots.items.reduce((s, l) => s + (l.hectares ?? 0), 0);
  const head = lots.items.reduce((s, l) => s + (l.total ?? 0), 0);

  return (
    <PageFrame title={t.title} description={t.description} actions={newLot}>
      {!lots.loaded && lots.error ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => lots.reload()} />
      ) : !lots.loaded ? (
        <InlineLoading label={t.loading} />
      ) : lots.items.length === 0 ? (
        <EmptyState icon="grid" title={t.emptyTitle} description={t.emptyText} action={newLot} />
      ) : (
        <>
          <p className="muted lots-summary">
            {t.summary(lots.items.length, formatHectares(hectares), formatInt(head))}
          </p>
          {canManage ? <p className="field-hint">{t.reorderHint}</p> : null}
          <SortableLotList lots={lots.items} canReorder={canManage} onReorder={(ids) => void reorder(ids)} />
        </>
      )}
    </PageFrame>
  );
}
