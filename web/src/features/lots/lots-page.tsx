// Lotes (/lots): the paddocks in the user's order with hectares, head per category and EV/ha;
// managers reorder them (saved, and live for everyone) and create new ones; the boundaries' import and
// exports (docs/map.md).
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { QueryState } from "../../components/query-state";
import { PageFrame } from "../../components/page-frame";
import { useLots, useSaveLotOrder } from "../../data/lots";
import { formatHectares } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { errorMessage } from "../../lib/api/client";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { BoundaryFileActions } from "../boundaries";
import { lotsMessages } from "./lots-messages";
import { SortableLotList } from "./sortable-lot-list";
import "../../components/herd/herd.css";
import "./lots.css";

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
      <QueryState query={lots} texts={t} isEmpty={(d) => d.length === 0} emptyIcon="grid" emptyAction={newLot}>
        {(list) => (
          <>
            <p className="muted lots-summary">{t.summary(list.length, formatHectares(hectares), head)}</p>
            <BoundaryFileActions />
            {canManage ? <p className="field-hint">{t.reorderHint}</p> : null}
            <SortableLotList lots={list} canReorder={canManage} onReorder={reorder} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
