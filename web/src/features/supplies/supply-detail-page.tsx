// Insumo (/stock/{id}): its figures, its quantity over time, its movements (newest first, by page)
// and the actions: load, consume (any member), count, edit and delete (owners and admins).
import type { Supply } from "@shared/supply-types";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { LineChart } from "../../components/charts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { Stat } from "../../components/herd/stat";
import { MoneyStat } from "../../components/money-stat";
import { InlineLoading } from "../../components/loading-screen";
import { Modal } from "../../components/modal";
import { PageFrame } from "../../components/page-frame";
import { errorMessage, isApiError } from "../../lib/api/client";
import { formatDay } from "../../lib/dates";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useSupplyList } from "../../data/supplies";
import { useRodeos } from "../../data/rodeos";
import { ConsumptionForm } from "../consumption/consumption-form";
import { MovementList } from "../movements/movement-list";
import { useDeleteSupply } from "../../data/supplies";
import { CountDialog, EditDialog, LoadDialog } from "./supply-dialogs";
import { stockDetailMessages } from "./supply-detail-messages";
import { formatQuantity, isSanitary, quantityWithUnit } from "./supply-format";
import { KIND_LABELS, stockMessages } from "./supply-messages";
import { useAssetDetail } from "./use-supplies";
import "../../components/herd/herd.css";
import "../movements/movements.css";
import "./supplies.css";
import { toastError } from "../../lib/error-toast";

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];
const NO_SUPPLIES: Supply[] = [];

type Dialog = "load" | "consume" | "count" | "edit" | "delete" | null;

export default function StockDetailPage() {
  const t = useMessages(stockDetailMessages);
  const days = useMessages(stockMessages).days;
  const kinds = KIND_LABELS[useLocale()];
  const assetId = Number(useParams().id);
  const canManage = useCanManageHerd();
  const navigate = useNavigate();
  const detail = useAssetDetail(assetId);
  const list = useSupplyList();
  const supplies = list.data ?? NO_SUPPLIES;
  const rodeos = useRodeos();
  const deletion = useDeleteSupply();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The live list has the newest figures (the socket patches it); the detail answer until it loads.
  const asset = supplies.find((a) => a.id === assetId) ?? detail.asset;
  const loaded = detail.query.data !== undefined;
  const error = detail.query.error;
  const gone = list.data !== undefined && loaded && !supplies.some((a) => a.id === assetId);

  const back = (
    <p>
      <Link to={paths.stock}>← {t.back}</Link>
    </p>
  );
  const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
  if (!asset || gone) {
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
  const remove = (assetToDelete: number) =>
    deletion
      .mutateAsync(assetToDelete)
      .then(() => {
        toast.success(t.deleted);
        void navigate(paths.stock);
      })
      .catch((e: unknown) => {
        toastError(errorMessage(e, t.deleteError), e);
        setDialog(null);
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
          <button type="button" className="btn btn-secondary" onClick={open("edit")}>
            {t.edit}
          </button>
          <button type="button" className="btn btn-ghost" onClick={open("delete")}>
            {t.delete}
          </button>
        </>
      ) : null}
    </>
  );

  const series = detail.series;
  return (
    <PageFrame title={asset.name} description={`${kinds[asset.kind] ?? asset.kind} · ${asset.unit}`} actions={actions}>
      {back}
      {asset.low ? (
        <p className="badge badge-earth" role="status">
          {t.low}
        </p>
      ) : null}
      <dl className="stat-grid" aria-label={asset.name}>
        {/* The quantity and its minimum share a row on a phone; each amount takes a row of its own. */}
        <Stat label={t.quantity} value={formatQuantity(asset.quantity)} unit={asset.unit} />
        <Stat label={t.minimum} value={formatQuantity(asset.minimum)} unit={asset.unit} />
        <MoneyStat label={t.value} amount={asset.value} />
        <MoneyStat label={t.unitCost} amount={asset.unit_cost} />
        {isSanitary(asset.kind) || asset.withdrawal_days ? (
          <Stat label={t.withdrawal} value={days(asset.withdrawal_days)} />
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
              series={[{ label: `${t.quantity} (${asset.unit})`, data: series.map((p) => p.quantity) }]}
              formatValue={(v) => formatQuantity(v)}
              summary={t.chartSummary(series.length, quantityWithUnit(asset.quantity, asset.unit))}
              axisTitles={{ left: asset.unit }}
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
      {dialog === "load" ? <LoadDialog asset={asset} onClose={() => setDialog(null)} /> : null}
      {dialog === "count" ? <CountDialog asset={asset} onClose={() => setDialog(null)} /> : null}
      {dialog === "edit" ? <EditDialog asset={asset} onClose={() => setDialog(null)} /> : null}
      {dialog === "consume" ? (
        <Modal title={t.consumeTitle(asset.name)} onClose={() => setDialog(null)}>
          <ConsumptionForm
            assets={supplies}
            asset={asset}
            onDone={() => setDialog(null)}
            onCancel={() => setDialog(null)}
          />
        </Modal>
      ) : null}
      {dialog === "delete" ? (
        <ConfirmDialog
          title={t.delete}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          onConfirm={() => remove(asset.id)}
          onClose={() => setDialog(null)}
        >
          <p>{t.deleteText(asset.name)}</p>
        </ConfirmDialog>
      ) : null}
    </PageFrame>
  );
}
