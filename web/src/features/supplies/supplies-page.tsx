// Stock de insumos (/stock): every supply with its quantity, value and low-stock badge; search by
// name, filter by kind or low stock, total value and a CSV export. Live (socket patches the list).
import type { SupplyKind } from "@shared/supply-schemas";
import type { Supply } from "@shared/supply-types";
import type { Rodeo } from "@shared/herd-types";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { EmptyState } from "../../components/empty-state";
import { Stat } from "../../components/herd/stat";
import { MoneyStat } from "../../components/money-stat";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { formatDay } from "../../lib/dates";
import { formatInt } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { exportAssetsCsv } from "./supply-csv";
import { formatPesos } from "../../lib/amounts";
import { quantityWithUnit, totalValue } from "./supply-format";
import { KIND_LABELS, stockMessages } from "./supply-messages";
import { useAssetList } from "./use-supplies";
import type { AssetFilters } from "../../data/supplies";
import "../../components/herd/herd.css";
import "./supplies.css";
import { PendingStock } from "../offline/pending-stock";
import { useRodeos } from "../../data/rodeos";
import { useAtomValue } from "jotai";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { LoadError } from "../../components/load-error";

const NONE: Supply[] = [];
const NO_RODEOS: Rodeo[] = [];

function AssetRow({ asset }: { asset: Supply }) {
  const t = useMessages(stockMessages);
  const kinds = KIND_LABELS[useLocale()];
  return (
    <tr className={asset.low ? "stock-row is-low" : "stock-row"}>
      <th scope="row">
        <Link to={paths.stockDetail.to(asset.id)}>{asset.name}</Link>{" "}
        {asset.low ? <span className="badge badge-earth">{t.low}</span> : null}
        <span className="stock-kind">{kinds[asset.kind] ?? asset.kind}</span>
      </th>
      <td className="num" data-label={t.quantity}>
        {quantityWithUnit(asset.quantity, asset.unit)}
      </td>
      <td className="num" data-label={t.value}>
        {formatPesos(asset.value)}
      </td>
      <td className="num" data-label={t.minimum}>
        {asset.minimum ? quantityWithUnit(asset.minimum, asset.unit) : t.none}
      </td>
      <td className="num stock-hide-phone" data-label={t.unitCost}>
        {formatPesos(asset.unit_cost)}
      </td>
      <td className="stock-hide-phone" data-label={t.lastMovement}>
        {formatDay(asset.last_movement_at) || t.none}
      </td>
    </tr>
  );
}

export default function StockPage() {
  const t = useMessages(stockMessages);
  const kinds = KIND_LABELS[useLocale()];
  const canManage = useCanManageHerd();
  const [q, setQ] = useState("");
  const [kind, setKind] = useState<SupplyKind | "">("");
  const [low, setLow] = useState(false);
  const search = useDebouncedValue(q.trim(), 250);
  const filters: AssetFilters = { kind: kind || undefined, low: low || undefined, q: search || undefined };
  const list = useAssetList(filters);
  const items = list.data ?? NONE;
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const rodeos = useRodeos().data ?? NO_RODEOS;
  const filtering = !!(q.trim() || kind || low);

  const load = canManage ? (
    <Link className="btn btn-primary" to={paths.createStock}>
      {t.load}
    </Link>
  ) : null;

  function exportCsv() {
    exportAssetsCsv(items);
    toast.success(t.exported(items.length));
  }

  const actions = (
    <>
      {load}
      <button type="button" className="btn btn-secondary" disabled={!items.length} onClick={exportCsv}>
        {t.exportCsv}
      </button>
    </>
  );

  let body;
  if (list.data === undefined && list.error) {
    body = <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => list.refetch()} />;
  } else if (list.data === undefined) {
    body = <InlineLoading label={t.loading} />;
  } else if (items.length === 0 && !filtering) {
    body = (
      <EmptyState
        icon="box"
        title={t.emptyTitle}
        description={t.emptyText}
        action={
          <Link className="btn btn-primary" to={paths.createStock}>
            {t.emptyAction}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <dl className="stat-grid stock-stats">
          <MoneyStat label={t.totalValue} amount={totalValue(items)} />
          <Stat label={t.listLabel} value={formatInt(items.length)} />
          <Stat label={t.low} value={formatInt(items.filter((a) => a.low).length)} />
        </dl>
        {items.length === 0 ? (
          <p className="muted">{t.noMatch}</p>
        ) : (
          <div className="card table-scroll">
            <table className="data-table stack-table stock-table" aria-label={t.listLabel}>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col" className="num">
                    {t.quantity}
                  </th>
                  <th scope="col" className="num">
                    {t.value}
                  </th>
                  <th scope="col" className="num">
                    {t.minimum}
                  </th>
                  <th scope="col" className="num stock-hide-phone">
                    {t.unitCost}
                  </th>
                  <th scope="col" className="stock-hide-phone">
                    {t.lastMovement}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((a) => (
                  <AssetRow key={a.id} asset={a} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );
  }

  return (
    <PageFrame title={t.title} description={t.description} actions={actions}>
      <div className="stock-filters" role="search">
        <div className="field">
          <label htmlFor="stock-q">{t.search}</label>
          <input
            id="stock-q"
            className="input"
            type="search"
            value={q}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="stock-kind">{t.kind}</label>
          <select
            id="stock-kind"
            className="select"
            value={kind}
            onChange={(e) => setKind(e.target.value as SupplyKind | "")}
          >
            <option value="">{t.allKinds}</option>
            {Object.entries(kinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <label className="stock-check">
          <input type="checkbox" checked={low} onChange={(e) => setLow(e.target.checked)} /> {t.onlyLow}
        </label>
      </div>
      <PendingStock orgId={orgId} rodeos={rodeos} />
      {body}
    </PageFrame>
  );
}
