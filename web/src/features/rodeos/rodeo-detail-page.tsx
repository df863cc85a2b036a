// Rodeo (/rodeos/{id}): stock, weight chart and daily gain, movements (live), reproductive cycles,
// move to another lot, buttons to record movements for it; edit and delete for managers.
import type { MovementType } from "@shared/movement-types";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { Stat } from "../../components/herd/stat";
import { RecordMovementButton } from "../../components/movement-form";
import { PageFrame } from "../../components/page-frame";
import { BackLink, EditDeleteActions } from "../../components/record-actions";
import { RecordMissing, useWasHere } from "../../components/record-missing";
import { errorMessage } from "../../lib/api/client";
import { useDailyGain, useDeleteRodeo, useRodeoMovements, useRodeos } from "../../data/rodeos";
import { formatGain, formatInt, formatKg } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { EntityNotes } from "../notes";
import { EntityTasks } from "../tasks";
import { RodeoClearance } from "./rodeo-clearance";
import { RodeoCycles } from "./rodeo-cycles";
import { RodeoFormDialog } from "./rodeo-form-dialog";
import { RodeoMoveSection } from "./rodeo-move-section";
import { RodeoMovements } from "./rodeo-movements";
import { RodeoStock } from "./rodeo-stock";
import { rodeosMessages } from "./rodeos-messages";
import { WeightSection } from "./weight-section";
import "../../components/herd/herd.css";
import "./rodeos.css";
import { toastError } from "../../lib/error-toast";

const QUICK_TYPES: MovementType[] = ["BIRTH", "DEATH", "WEIGHING", "BUY", "SELL", "CHANGE_RODEO"];

export default function RodeoDetailPage() {
  const t = useMessages(rodeosMessages);
  const rodeoId = Number(useParams().id);
  const orgId = useOrgId();
  const rodeos = useRodeos();
  const deleteRodeo = useDeleteRodeo();
  const canManage = useCanManageHerd();
  const navigate = useNavigate();
  const rodeo = rodeos.data?.find((r) => r.id === rodeoId) ?? null;
  const weight = useDailyGain(rodeo);
  const movements = useRodeoMovements(rodeoId);
  const [editing, setEditing] = useState(false);
  const deletion = useConfirm();
  const wasHere = useWasHere(rodeo !== null);
  const back = <BackLink to={paths.rodeos} label={t.back} />;
  if (!rodeo || orgId === null) {
    return <RecordMissing loading={rodeos.data === undefined} wasHere={wasHere} icon="herd" back={back} texts={t} />;
  }

  async function remove() {
    if (orgId === null) return;
    try {
      await deleteRodeo.mutateAsync({ orgId, rodeoId });
      toast.success(t.deleted);
      void navigate(paths.rodeos);
    } catch (e) {
      toastError(errorMessage(e, t.deleteError), e);
      deletion.close();
    }
  }

  const actions = (
    <>
      <RecordMovementButton rodeoId={rodeo.id} label={t.record} />
      {canManage ? (
        <EditDeleteActions
          editLabel={t.edit}
          deleteLabel={t.delete}
          onEdit={() => setEditing(true)}
          onDelete={() => deletion.open()}
          quiet
        />
      ) : null}
    </>
  );

  return (
    <PageFrame title={rodeo.name} description={rodeo.lot ? `${t.lot}: ${rodeo.lot.name}` : t.noLot} actions={actions}>
      {back}
      <RodeoClearance until={rodeo.withdrawal_until} />
      <dl className="stat-grid">
        <Stat label={t.head} value={formatInt(rodeo.total)} />
        <Stat
          label={t.lot}
          value={rodeo.lot ? <Link to={paths.lotDetail.to(rodeo.lot.id)}>{rodeo.lot.name}</Link> : t.noLot}
        />
        <Stat label={t.lastWeight} value={formatKg(rodeo.last_mean_weight)} />
        <Stat label={t.dailyGain} value={formatGain(rodeo.daily_gain)} />
      </dl>
      <nav className="card quick-records" aria-label={t.recordTitle}>
        <h2>{t.recordTitle}</h2>
        <div className="action-row">
          {QUICK_TYPES.map((type) => (
            <RecordMovementButton key={type} type={type} rodeoId={rodeo.id} className="btn btn-secondary btn-sm" />
          ))}
        </div>
      </nav>
      <div className="rodeo-grid">
        <RodeoStock rodeo={rodeo} />
        <WeightSection rodeoId={rodeo.id} data={weight.data} error={weight.query.error} />
        <RodeoMovements list={movements} />
        <RodeoCycles orgId={orgId} rodeoId={rodeo.id} />
        <RodeoMoveSection orgId={orgId} rodeo={rodeo} canManage={canManage} />
        <EntityTasks rodeoId={rodeo.id} />
        <EntityNotes rodeoId={rodeo.id} />
      </div>
      {editing ? <RodeoFormDialog orgId={orgId} rodeo={rodeo} onClose={() => setEditing(false)} /> : null}
      {deletion.render(() => ({
        title: t.delete,
        confirmLabel: t.delete,
        text: t.deleteText(rodeo.name),
        onConfirm: remove,
      }))}
    </PageFrame>
  );
}
