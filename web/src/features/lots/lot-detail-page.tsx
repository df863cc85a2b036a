// Lote (/lots/{id} and /lots/{id}/edit, the same page): figures, data (editable by managers), the
// rodeos grazing there, its animals with their operations, its boundary (docs/map.md), record a movement,
// delete the lot.
import { useMatch, useNavigate, useParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { RecordMovementButton } from "../../components/movement-form";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { RecordMissing, useWasHere } from "../../components/record-missing";
import { useDeleteLot, useLots } from "../../data/lots";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { EntityNotes } from "../notes";
import { LotBoundary } from "../boundaries";
import { EntityTasks } from "../tasks";
import { LotAnimalsSection } from "./lot-animals-section";
import { LotDataSection, LotFiguresGrid, LotRodeos } from "./lot-data-section";
import { lotDetailMessages } from "./lot-detail-messages";
import "../../components/herd/herd.css";
import "./lots.css";

export default function LotDetailPage() {
  const t = useMessages(lotDetailMessages);
  const { id } = useParams();
  const editing = useMatch(paths.lotEdit.pattern) !== null;
  const lotId = Number(id);
  const orgId = useOrgId();
  const lots = useLots();
  const deleteLot = useDeleteLot();
  const canManage = useCanManageHerd();
  const navigate = useNavigate();
  const deletion = useConfirm();
  const lot = lots.data?.find((l) => l.id === lotId);
  const wasHere = useWasHere(lot !== undefined);
  const back = <BackLink to={paths.lots} label={t.back} />;
  if (!lot || orgId === null) {
    return <RecordMissing loading={lots.data === undefined} wasHere={wasHere} icon="grid" back={back} texts={t} />;
  }

  async function remove() {
    const gone = await deleteLot.mutateAsync(lotId).catch(() => false);
    deletion.close();
    if (gone) {
      toast.success(t.lotDeleted);
      void navigate(paths.lots);
    }
  }

  const actions = (
    <>
      <RecordMovementButton lotId={lot.id} label={t.recordHere} />
      {canManage ? (
        <button type="button" className="btn btn-danger" onClick={() => deletion.open()}>
          {t.deleteLot}
        </button>
      ) : null}
    </>
  );

  return (
    <PageFrame title={lot.name} description={lot.field?.name} actions={actions}>
      {back}
      <LotFiguresGrid lot={lot} />
      <div className="lot-detail-grid">
        <LotAnimalsSection lot={lot} orgId={orgId} />
        <LotRodeos lot={lot} />
        <LotDataSection lot={lot} orgId={orgId} canManage={canManage} editing={editing} />
        <LotBoundary lot={lot} orgId={orgId} canManage={canManage} />
        <EntityTasks lotId={lot.id} />
        <EntityNotes lotId={lot.id} />
      </div>
      {deletion.render(() => ({
        title: t.deleteLotTitle,
        confirmLabel: t.deleteLot,
        text: t.deleteLotText(lot.name),
        onConfirm: remove,
      }))}
    </PageFrame>
  );
}
