// A reproductive cycle: its service data, the KPIs and funnel, its records, and buttons to record
// the diagnosis, births, abortions and weaning for it. Owners and admins edit or delete it.
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { runConfirmed, useConfirm } from "../../components/confirm-dialog";
import { Fact } from "../../components/fact";
import { LoadingScreen } from "../../components/loading-screen";
import { RecordMovementButton } from "../../components/movement-form";
import { PageFrame } from "../../components/page-frame";
import { RecordNotFound } from "../../components/record-missing";
import { errorMessage, isApiError } from "../../lib/api/client";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useRodeos } from "../../data/rodeos";
import { CycleFunnel, CycleKpiFigures } from "./cycle-kpis";
import { CycleMovements } from "./cycle-movements";
import { METHOD_LABELS, seasonOf } from "./cycle-season";
import { useDeleteCycle } from "../../data/cycles";
import { cyclesMessages } from "./cycles-messages";
import { useCanManage } from "./use-can-manage";
import { useCycle } from "./use-cycles";
import "./cycles.css";
import { BackLink, EditDeleteActions } from "../../components/record-actions";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

const CycleFormDialog = lazy(() => import("./cycle-form-dialog"));
const nf = new Intl.NumberFormat("es-AR");

export default function CycleDetailPage() {
  const t = useMessages(cyclesMessages);
  const { id } = useParams();
  const { query, valid } = useCycle(id);
  const cycle = query.data;
  const error = query.error;
  const deleteCycle = useDeleteCycle();
  const rodeos = useRodeos().data ?? NONE;
  const canManage = useCanManage();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const deletion = useConfirm();

  const missing = !valid || (isApiError(error) && (error.status === 404 || error.status === 400));
  if (missing || (error && !cycle)) {
    const description = missing ? t.notFoundText : errorMessage(error, t.loadError);
    return <RecordNotFound icon="cycle" texts={t} back={paths.cycles} description={description} />;
  }
  if (!cycle) return <LoadingScreen />;

  const end = cycle.service_end ? formatDay(cycle.service_end) : t.open;
  // The message table marks the cycle stale when its record arrives.
  const record = { rodeoId: cycle.rodeo_id, cycleId: cycle.id, className: "btn btn-secondary" };

  return (
    <PageFrame
      title={cycle.name}
      description={`${cycle.rodeo_name} · ${seasonOf(cycle.service_start).label}`}
      actions={
        canManage ? <EditDeleteActions onEdit={() => setEditing(true)} onDelete={() => deletion.open()} /> : null
      }
    >
      <BackLink to={paths.cycles} label={t.back} />
      <div className="cy-detail">
        <section className="card cy-facts" aria-label={t.service}>
          <dl>
            <Fact term={t.rodeo}>
              <Link to={paths.rodeoDetail.to(cycle.rodeo_id)}>{cycle.rodeo_name}</Link>
            </Fact>
            <Fact term={t.service}>
              {formatDay(cycle.service_start)} – {end}
            </Fact>
            <Fact term={t.method}>{METHOD_LABELS[cycle.method]}</Fact>
            <Fact term={t.females}>{nf.format(cycle.females_exposed)}</Fact>
            <Fact term={t.bulls}>{nf.format(cycle.bulls)}</Fact>
          </dl>
        </section>
        <section className="card" aria-labelledby="cy-record-title">
          <h2 id="cy-record-title" className="card-title">
            {t.recordTitle}
          </h2>
          <div className="cy-actions">
            <RecordMovementButton type="PREGNANCY_DIAGNOSIS" label={t.diagnosis} {...record} />
            <RecordMovementButton type="BIRTH" label={t.births} {...record} />
            <RecordMovementButton type="ABORTION" label={t.abortions} {...record} />
            <RecordMovementButton type="WEANING" label={t.weaningAction} {...record} />
          </div>
        </section>
        <CycleKpiFigures kpis={cycle.kpis} />
        <CycleFunnel kpis={cycle.kpis} />
        <CycleMovements movements={cycle.movements} />
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <CycleFormDialog rodeos={rodeos} cycle={cycle} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {deletion.render(() => ({
        title: t.confirmTitle,
        confirmLabel: t.delete,
        text: t.confirmText(cycle.name),
        // Done, the way out is the list.
        onConfirm: () =>
          runConfirmed(deleteCycle.mutateAsync(cycle.id), t.deleted, t.deleteError, () => void navigate(paths.cycles)),
      }))}
    </PageFrame>
  );
}
