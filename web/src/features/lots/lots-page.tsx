// Lotes (/lots): the paddocks in the user's order with hectares, head per category and EV/ha;
// managers reorder them (saved, and live for everyone) and create new ones.
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { EmptyState } from "../../components/empty-state";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { useLots, useSaveLotOrder } from "../../data/lots";
import { formatHectares } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { errorMessage } from "../../lib/api/client";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { lotsMessages } from "./lots-messages";
import { SortableLotList } from "./sortable-lot-list";
import "../../components/herd/herd.css";
import "./lots.css";
import { LoadError } from "../../components/load-error";

export default function LotsPage() {
  const t = useMessages(lotsMessages);
  const orgId = useOrgId();
  const lots = useLots();
  const saveOrder = useSaveLotOrder();
  const canManage = useCanManageHerd();

  function reorder(ids: number[]) {
    if (orgId === null) return;
    saveOrder.mutate({ orgId, ids }, { onError: (e) => void toast.error(errorMessage(e, t.orderError)) });
  }

  const newLot = canManage ? (
    <Link className="btn btn-primary" to={paths.lotCreate}>
      {t.newLot}
    </Link>
  ) : null;
  const items = lots.data ?? [];
  const hectares = items.reduce((s, l) => s + (l.hectares ?? 0), 0);
  const head = items.reduce((s, l) => s + (l.total ?? 0), 0);

  return (
    <PageFrame title={t.title} description={t.description} actions={newLot}>
      {lots.data === undefined && lots.error ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void lots.refetch()} />
      ) : lots.data === undefined ? (
        <InlineLoading label={t.loading} />
      ) : lots.data.length === 0 ? (
        <EmptyState icon="grid" title={t.emptyTitle} description={t.emptyText} action={newLot} />
      ) : (
        <>
          <p className="muted lots-summary">{t.summary(lots.data.length, formatHectares(hectares), head)}</p>
          {canManage ? <p className="field-hint">{t.reorderHint}</p> : null}
          <SortableLotList lots={lots.data} canReorder={canManage} onReorder={reorder} />
        </>
      )}
    </PageFrame>
  );
}
