// The card of the lot tapped on the map or in the list under it (docs/map.md): its hectares (declared and
// measured on the map), head, EV/ha and the target it is coloured against, rodeos and field, with the way to
// its page; while the map is coloured by a figure of the log, that lot's last grazing and rain too.
import { daysSince, type MapFigures } from "@shared/lot-figures";
import { Link } from "react-router-dom";
import { Fact } from "../../components/fact";
import { IconButton } from "../../components/icon-button";
import { formatDay } from "../../lib/dates";
import { formatEvPerHa, formatHectares, formatInt, formatMm } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { StoreLot } from "../../lib/store/types";
import { LotCardMovements } from "./lot-card-movements";
import { mapMessages } from "./map-messages";
import { DEFAULT_EV_TARGET } from "./map-scale";

type Texts = (typeof mapMessages)["es"];

/** The lot's last grazing and rain, as the log's figures give them. */
function LogFacts({ lotId, figures, t }: { lotId: number; figures: MapFigures; t: Texts }) {
  const row = figures.lots.find((l) => l.lot_id === lotId);
  if (!row) return null;
  const days = daysSince(row.last_grazed, figures.today);
  const grazed = row.grazing_now
    ? t.grazingNow
    : days === null
      ? t.neverGrazed
      : t.grazedAgo(days, formatDay(row.last_grazed));
  return (
    <>
      <Fact term={t.lastGrazed}>{grazed}</Fact>
      <Fact term={t.rain30d}>{formatMm(row.rain_mm_30d)}</Fact>
    </>
  );
}

export interface LotCardProps {
  lot: StoreLot;
  /** Its field's target stocking rate; null: none, the map uses DEFAULT_EV_TARGET. */
  evTarget?: number | null;
  figures?: MapFigures;
  onClose: () => void;
  /** Opens its boundary in the editor (owners and admins, a boundary without holes). */
  onEdit?: () => void;
  /** Why a manager cannot edit it here (a boundary with holes). */
  editNote?: string;
}

export function LotCard({ lot, evTarget = null, figures, onClose, onEdit, editNote }: LotCardProps) {
  const t = useMessages(mapMessages);
  return (
    <section className="card map-lot-card" aria-labelledby="map-lot-card-title">
      <div className="section-head">
        <h2 id="map-lot-card-title">{lot.name}</h2>
        <IconButton icon="close" label={t.cardClose} onClick={onClose} />
      </div>
      <dl className="facts-grid">
        <Fact term={t.hectares}>{formatHectares(lot.hectares)}</Fact>
        {lot.computed_hectares !== null ? <Fact term={t.computed}>{formatHectares(lot.computed_hectares)}</Fact> : null}
        <Fact term={t.head}>{formatInt(lot.total)}</Fact>
        <Fact term={t.evHa}>{formatEvPerHa(lot.ev_per_ha)}</Fact>
        <Fact term={t.evTarget}>
          {evTarget === null
            ? t.evTargetDefault(formatEvPerHa(DEFAULT_EV_TARGET))
            : t.evTargetOf(formatEvPerHa(evTarget))}
        </Fact>
        <Fact term={t.rodeos}>{lot.rodeos.length ? lot.rodeos.map((r) => r.name).join(", ") : t.noRodeos}</Fact>
        {lot.field ? <Fact term={t.field}>{lot.field.name}</Fact> : null}
        {figures ? <LogFacts lotId={lot.id} figures={figures} t={t} /> : null}
      </dl>
      {lot.id > 0 ? <LotCardMovements lotId={lot.id} /> : null}
      <div className="map-card-actions">
        {lot.id > 0 ? (
          <Link className="btn btn-secondary" to={paths.lotDetail.to(lot.id)}>
            {t.openLot}
          </Link>
        ) : null}
        {onEdit && lot.id > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={onEdit}>
            {lot.boundary ? t.editLot : t.drawLot}
          </button>
        ) : null}
      </div>
      {editNote ? <p className="field-hint">{editNote}</p> : null}
    </section>
  );
}
