// Rodeos (/rodeos): every rodeo with its lot, head per category, last mean weight and daily gain;
// managers create new ones.
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { HeadChips } from "../../components/herd/head-chips";
import { QueryState } from "../../components/query-state";
import { PageFrame } from "../../components/page-frame";
import { useRodeos } from "../../data/rodeos";
import { formatDay } from "../../lib/dates";
import { formatGain, formatInt, formatKg, headByCategory } from "../../lib/herd/figures";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { StoreRodeo } from "../../lib/store";
import { RodeoClearance } from "./rodeo-clearance";
import { RodeoFormDialog } from "./rodeo-form-dialog";
import { rodeosMessages } from "./rodeos-messages";
import "../../components/herd/herd.css";
import "./rodeos.css";

function RodeoCard({ rodeo }: { rodeo: StoreRodeo }) {
  const t = useMessages(rodeosMessages);
  const categories = headByCategory(rodeo.stock);
  return (
    <li className="rodeo-card tile">
      <h2 className="rodeo-name">
        <Link to={paths.rodeoDetail.to(rodeo.id)}>{rodeo.name}</Link>
      </h2>
      <p className="muted rodeo-lot">
        {t.lot}: {rodeo.lot ? <Link to={paths.lotDetail.to(rodeo.lot.id)}>{rodeo.lot.name}</Link> : t.noLot}
      </p>
      <RodeoClearance until={rodeo.withdrawal_until} />
      {categories.length ? <HeadChips categories={categories} label={t.head} /> : null}
      <dl className="rodeo-figures figures">
        <div>
          <dt>{t.head}</dt>
          <dd>{formatInt(rodeo.total)}</dd>
        </div>
        <div>
          <dt>{t.lastWeight}</dt>
          <dd>
            {formatKg(rodeo.last_mean_weight)}
            {rodeo.last_weighing_date ? <small> {t.weighedOn(formatDay(rodeo.last_weighing_date))}</small> : null}
          </dd>
        </div>
        <div>
          <dt>{t.dailyGain}</dt>
          <dd>{formatGain(rodeo.daily_gain)}</dd>
        </div>
      </dl>
    </li>
  );
}

export default function RodeosPage() {
  const t = useMessages(rodeosMessages);
  const orgId = useOrgId();
  const rodeos = useRodeos();
  const canManage = useCanManageHerd();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const sorted = [...(rodeos.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, "es"));

  const create = canManage ? (
    <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
      {t.newRodeo}
    </button>
  ) : null;

  return (
    <PageFrame title={t.title} description={t.description} actions={create}>
      <QueryState query={rodeos} texts={t} isEmpty={(d) => d.length === 0} emptyIcon="herd" emptyAction={create}>
        {() => (
          <ul className="rodeo-list tile-list" aria-label={t.listLabel}>
            {sorted.map((r) => (
              <RodeoCard key={r.id} rodeo={r} />
            ))}
          </ul>
        )}
      </QueryState>
      {creating && orgId !== null ? (
        <RodeoFormDialog
          orgId={orgId}
          onClose={() => setCreating(false)}
          onCreated={(r) => navigate(paths.rodeoDetail.to(r.id))}
        />
      ) : null}
    </PageFrame>
  );
}
