// Insumo (/stock/{id}): its figures, its quantity over time, its movements (newest first, by page)
// and the actions: load, consume (any member), count, edit and delete (owners and admins).
import type { Supply } from "@shared/supply-types";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { LineChart } from "../../components/charts";
import { useConfirm } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { Stat } from "../../components/herd/stat";
import { MoneyStat } from "../../components/money-stat";
import { InlineLoading } from "../../components/loading-screen";
import { Modal } from "../../components/modal";
import { PageFrame } from "../../components/page-frame";
import { BackLink, EditDeleteActions } from "../../components/record-actions";
import { errorMessage, isApiError } from "../../lib/api/client";
import { formatDay } from "../../lib/dates";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useSupplyList } from "../../data/supplies";
import { useRodeos } from "../../data/rodeos";
import { ConsumptionForm } from "../consumption";
import { MovementList } from "../movements";
import { useDeleteSupply } from "../../data/supplies";
import { CountDialog, EditDialog, LoadDialog } from "./supply-dialogs";
import { supplyDetailMessages } from "./supply-detail-messages";
import { formatQuantity, isSanitary, quantityWithUnit } from "./supply-format";
import { KIND_LABELS, supplyMessages } from "./supply-messages";
import { useSupplyDetail } from "./use-supplies";
import "../../components/herd/herd.css";
import "../../components/screen-grids.css";
import "./supplies.css";
import { toastError } from "../../lib/error-toast";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];
const NO_SUPPLIES: Supply[] = [];

type Dialog = "load" | "consume" | "count" | "edit" | null;

export default function SupplyDetailPage() {
  const t = useMessages(supplyDetailMessages);
  const days = useMessages(supplyMessages).days;
  const kinds = KIND_LABELS[useLocale()];
  const supplyId = Number(useParams().id);
  const canManage = useCanManageHerd();
  const navigate = useNavigate();
  const detail = useSupplyDetail(supplyId);
  const list = useSupplyList();
  const supplies = list.data ?? NO_SUPPLIES;
  const rodeos = useRodeos();
  const deleteSupply = useDeleteSupply();
  const [dialog, setDialog] = useState<Dialog>(null);
  const deletion = useConfirm();
  // The live list has the newest figures (the socket patches it); the detail answer until it loads.
  const supply = supplies.find((a) => a.id === supplyId) ?? detail.supply;
  const loaded = detail.query.data !== undefined;
  const error = detail.query.error;
  const gone = list.data !== undefined && loaded && !supplies.some((a) => a.id === supplyId);

  const back = <BackLink to={paths.supplies} label={t.back} />;
  const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
  if (!supply || gone) {
    if (!loaded && !error) {
      return (
        <PageFrame title={t.loading}>
          <InlineLoading label={t.loading} />
        </PageFrame>
      );
    }
    return (
      <PageFrame title={t.notFoundTitle}>
        {back}
        <EmptyState
          icon="box"
          title={notFound || gone ? t.notFoundTitle : t.loadError}
          description={notFound || gone ? t.notFoundText : errorMessage(error, t.loadError)}
        />
      </PageFrame>
    );
  }

  // The confirm dialog shows itself busy while the returned promise runs.
  const remove = (supplyToDelete: number) =>
    deleteSupply
      .mutateAsync(supplyToDelete)
      .then(() => {
        toast.success(t.deleted);
        void navigate(paths.supplies);
      })
      .catch((e: unknown) => {
        toastError(errorMessage(e, t.deleteError), e);
        deletion.close();
      });

  const open = (d: Dialog) => () => setDialog(d);
  const actions = (
    <>
      {canManage ? (
        <button type="button" className="btn btn-primary" onClick={open("load")}>
          {t.load}
        </button>
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={open("consume")}>
        {t.consume}
      </button>
      {canManage ? (
        <>
          <button type="button" className="btn btn-secondary" onClick={open("count")}>
            {t.count}
          </button>
          <EditDeleteActions onEdit={open("edit")} onDelete={() => deletion.open()} quiet />
        </>
      ) : null}
    </>
  );

  const series = detail.series;
  return (
    <PageFrame
      title={supply.name}
      description={`${kinds[supply.kind] ?? supply.kind} · ${supply.unit}`}
      actions={actions}
    >
      {back}
      {supply.low ? (
        <p className="badge badge-earth" role="status">
          {t.low}
        </p>
      ) : null}
      <dl className="stat-grid" aria-label={supply.name}>
        {/* The quantity and its minimum share a row on a phone; each amount takes a row of its own. */}
        <Stat label={t.quantity} value={formatQuantity(supply.quantity)} unit={supply.unit} />
        <Stat label={t.minimum} value={formatQuantity(supply.minimum)} unit={supply.unit} />
        <MoneyStat label={t.value} amount={supply.value} />
        <MoneyStat label={t.unitCost} amount={supply.unit_cost} />
        {isSanitary(supply.kind) || supply.withdrawal_days ? (
          <Stat label={t.withdrawal} value={days(supply.withdrawal_days)} />
        ) : null}
      </dl>
      <div className="stock-detail-grid">
        <section className="card" aria-labelledby="stock-chart-title">
          <h2 id="stock-chart-title">{t.chartTitle}</h2>
          {!loaded ? (
            <InlineLoading label={t.loading} />
          ) : series.length === 0 ? (
            <p className="muted">{t.noSeries}</p>
          ) : (
            <LineChart
              title={t.chartTitle}
              labelHeader={t.date}
              labels={series.map((p) => formatDay(p.date))}
              series={[{ label: `${t.quantity} (${supply.unit})`, data: series.map((p) => p.quantity) }]}
              formatValue={(v) => formatQuantity(v)}
              summary={t.chartSummary(series.length, quantityWithUnit(supply.quantity, supply.unit))}
              axisTitles={{ left: supply.unit }}
            />
          )}
        </section>
        <section className="card" aria-labelledby="stock-movements-title">
          <h2 id="stock-movements-title">{t.movementsTitle}</h2>
          {!loaded ? (
            <InlineLoading label={t.loading} />
          ) : detail.movements.length === 0 ? (
            <p className="muted">{t.noMovements}</p>
          ) : (
            <MovementList
              items={detail.movements}
              rodeos={rodeos.data ?? NONE}
              hasMore={detail.query.hasNextPage}
              loadingMore={detail.query.isFetchingNextPage}
              onLoadMore={() => void detail.query.fetchNextPage()}
            />
          )}
        </section>
      </div>
      {dialog === "load" ? <LoadDialog supply={supply} onClose={() => setDialog(null)} /> : null}
      {dialog === "count" ? <CountDialog supply={supply} onClose={() => setDialog(null)} /> : null}
      {dialog === "edit" ? <EditDialog supply={supply} onClose={() => setDialog(null)} /> : null}
      {dialog === "consume" ? (
        <Modal title={t.consumeTitle(supply.name)} onClose={() => setDialog(null)}>
          <ConsumptionForm
            supplies={supplies}
            supply={supply}
            onDone={() => setDialog(null)}
            onCancel={() => setDialog(null)}
          />
        </Modal>
      ) : null}
      {deletion.render(() => ({
        title: t.delete,
        confirmLabel: t.delete,
        text: t.deleteText(supply.name),
        onConfirm: () => remove(supply.id),
      }))}
    </PageFrame>
  );
}
