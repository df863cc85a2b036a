// Stock de insumos (/stock): every supply with its quantity, value and low-stock badge; search by
// name, filter by kind or low stock, total value and a CSV export. Live (socket patches the list).
import type { SupplyKind } from "@shared/supply-schemas";
import type { Supply } from "@shared/supply-types";
import type { Rodeo } from "@shared/herd-types";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { Stat } from "../../components/herd/stat";
import { MoneyStat } from "../../components/money-stat";
import { FilterBar, FilterSearch, FilterSelect, LabelOptions } from "../../components/filter-bar";
import { QueryState } from "../../components/query-state";
import { PageFrame } from "../../components/page-frame";
import { formatDay } from "../../lib/dates";
import { formatInt } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { exportSuppliesCsv } from "./supply-csv";
import { formatPesos } from "../../lib/amounts";
import { quantityWithUnit, totalValue } from "./supply-format";
import { KIND_LABELS, supplyMessages } from "./supply-messages";
import { useSupplies } from "./use-supplies";
import type { SupplyFilters } from "../../data/supplies";
import "../../components/herd/herd.css";
import "../../components/screen-grids.css";
import "./supplies.css";
import { PendingStock } from "../offline";
import { useRodeos } from "../../data/rodeos";
import { useAtomValue } from "jotai";
import { selectedOrganizationIdAtom } from "../../lib/session";
import { num, TableHead } from "../../components/table-head";

const NONE: Supply[] = [];
const NO_RODEOS: Rodeo[] = [];

function SupplyRow({ supply }: { supply: Supply }) {
  const t = useMessages(supplyMessages);
  const kinds = KIND_LABELS[useLocale()];
  return (
    <tr className={supply.low ? "stock-row is-low" : "stock-row"}>
      <th scope="row">
        <Link to={paths.supplyDetail.to(supply.id)}>{supply.name}</Link>{" "}
        {supply.low ? <span className="badge badge-earth">{t.low}</span> : null}
        <span className="stock-kind">{kinds[supply.kind] ?? supply.kind}</span>
      </th>
      <td className="num" data-label={t.quantity}>
        {quantityWithUnit(supply.quantity, supply.unit)}
      </td>
      <td className="num" data-label={t.value}>
        {formatPesos(supply.value)}
      </td>
      <td className="num" data-label={t.minimum}>
        {supply.minimum ? quantityWithUnit(supply.minimum, supply.unit) : t.none}
      </td>
      <td className="num stock-hide-phone" data-label={t.unitCost}>
        {formatPesos(supply.unit_cost)}
      </td>
      <td className="stock-hide-phone" data-label={t.lastMovement}>
        {formatDay(supply.last_movement_at) || t.none}
      </td>
    </tr>
  );
}

function SupplyTable({ items }: { items: Supply[] }) {
  const t = useMessages(supplyMessages);
  return (
    <div className="card table-scroll">
      <table className="data-table stack-table stock-table" aria-label={t.listLabel}>
        <TableHead
          columns={[
            t.name,
            num(t.quantity),
            num(t.value),
            num(t.minimum),
            num(t.unitCost, "stock-hide-phone"),
            { label: t.lastMovement, className: "stock-hide-phone" },
          ]}
        />
        <tbody>
          {items.map((a) => (
            <SupplyRow key={a.id} supply={a} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function SuppliesPage() {
  const t = useMessages(supplyMessages);
  const kinds = KIND_LABELS[useLocale()];
  const canManage = useCanManageHerd();
  const [q, setQ] = useState("");
  const [kind, setKind] = useState<SupplyKind | "">("");
  const [low, setLow] = useState(false);
  const search = useDebouncedValue(q.trim(), 250);
  const filters: SupplyFilters = { kind: kind || undefined, low: low || undefined, q: search || undefined };
  const list = useSupplies(filters);
  const items = list.data ?? NONE;
  const orgId = useAtomValue(selectedOrganizationIdAtom);
  const rodeos = useRodeos().data ?? NO_RODEOS;
  const filtering = !!(q.trim() || kind || low);

  const load = canManage ? (
    <Link className="btn btn-primary" to={paths.createSupply}>
      {t.load}
    </Link>
  ) : null;

  function exportCsv() {
    exportSuppliesCsv(items);
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

  return (
    <PageFrame title={t.title} description={t.description} actions={actions}>
      <FilterBar className="stock-filters">
        <FilterSearch id="stock-q" texts={t} value={q} onValue={setQ} />
        <FilterSelect id="stock-kind" label={t.kind} value={kind} onValue={(v) => setKind(v as SupplyKind | "")}>
          <LabelOptions all={t.allKinds} labels={kinds} />
        </FilterSelect>
        <label className="stock-check">
          <input type="checkbox" checked={low} onChange={(e) => setLow(e.target.checked)} /> {t.onlyLow}
        </label>
      </FilterBar>
      <PendingStock orgId={orgId} rodeos={rodeos} />
      <QueryState
        query={list}
        texts={t}
        isEmpty={(d) => d.length === 0}
        filtering={filtering}
        emptyIcon="box"
        emptyAction={
          <Link className="btn btn-primary" to={paths.createSupply}>
            {t.emptyAction}
          </Link>
        }
      >
        {() => (
          <>
            <dl className="stat-grid stock-stats">
              <MoneyStat label={t.totalValue} amount={totalValue(items)} />
              <Stat label={t.listLabel} value={formatInt(items.length)} />
              <Stat label={t.low} value={formatInt(items.filter((a) => a.low).length)} />
            </dl>
            {items.length === 0 ? <p className="muted">{t.noMatch}</p> : <SupplyTable items={items} />}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
