// The Mapa screen around its canvas (docs/map.md): the figure that colours the lots and its legend,
// ¿Dónde estoy?, the card of the tapped lot, the lots without a boundary and the empty states. The canvas
// comes in through `renderMap`, so all of this renders (and is tested) without MapLibre.
import type { Position } from "@shared/boundary";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import type { FieldRow } from "../../data/fields";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { StoreLot } from "../../lib/store/types";
import { LotCard } from "./lot-card";
import type { DrawnField, DrawnLot, MapCanvasProps } from "./map-canvas-props";
import { boundsOf, BUENOS_AIRES_BOUNDS, labelPoint } from "./map-geometry";
import { MapLegend } from "./map-legend";
import { mapMessages } from "./map-messages";
import { colorOf, evTargets, lotValue, MAP_FIGURES, scaleFor, type MapFigure } from "./map-scale";
import { UndrawnLots } from "./undrawn-lots";
import { editable } from "../../lib/herd/boundary-parts";
import { useBoundaryEdit } from "./use-boundary-edit";
import { useRodeoDrop } from "./use-rodeo-drop";
import { useLogFigures } from "./use-log-figures";
import { WhereAmI } from "./where-am-i";

export interface MapViewProps {
  lots: readonly StoreLot[];
  fields: readonly FieldRow[];
  renderMap: (props: MapCanvasProps) => ReactNode;
}

/** An empty state whose way forward is a link. */
function LeadOn({ title, text, to, link }: { title: string; text: string; to: string; link: string }) {
  const action = (
    <Link className="btn btn-primary" to={to}>
      {link}
    </Link>
  );
  return <EmptyState icon="map" title={title} description={text} action={action} />;
}

export function MapView({ lots, fields, renderMap }: MapViewProps) {
  const t = useMessages(mapMessages);
  const [figure, setFigure] = useState<MapFigure>("evHa");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const saved = useCallback((target: { kind: string; id: number }) => {
    if (target.kind === "potrero") setSelectedId(target.id);
  }, []);
  const edit = useBoundaryEdit(lots, fields, saved);
  const editing = edit.editing;
  const rodeoDrop = useRodeoDrop(lots);
  /** The lot or field in the editor is drawn by the editor alone. */
  const edited = editing?.key ?? null;

  // Each lot against its field's target; the legend reads EV/ha when the drawn lots share one.
  const targets = useMemo(() => evTargets(lots, fields), [lots, fields]);
  const scale = useMemo(() => scaleFor(figure, lots, targets.shared), [figure, lots, targets]);
  const log = useLogFigures(figure);
  const drawnLots = useMemo(
    (): DrawnLot[] =>
      lots.flatMap((lot) =>
        lot.boundary && edited !== `potrero-${lot.id}`
          ? [
              {
                id: lot.id,
                name: lot.name,
                rodeos: lot.rodeos.map((r) => ({ id: r.id, name: r.name })),
                color: colorOf(scale, lotValue(lot, figure, log.figures, targets.of(lot))),
                boundary: lot.boundary,
                label: labelPoint(lot.boundary),
              },
            ]
          : [],
      ),
    [lots, scale, figure, edited, log.figures, targets],
  );
  const drawnFields = useMemo(
    (): DrawnField[] =>
      fields.flatMap((f) =>
        f.boundary && edited !== `campo-${f.id}` ? [{ id: f.id, name: f.name, boundary: f.boundary }] : [],
      ),
    [fields, edited],
  );
  const drawnBounds = useMemo(
    () => boundsOf([...drawnFields, ...drawnLots].map((d) => d.boundary)),
    [drawnFields, drawnLots],
  );
  // A first boundary is drawn on a map even when nothing else is drawn yet.
  const bounds = drawnBounds ?? (editing ? (editing.focus ?? BUENOS_AIRES_BOUNDS) : null);
  const undrawn = lots.filter((l) => !l.boundary);
  const selected = lots.find((l) => l.id === selectedId) ?? null;

  if (lots.length === 0 && !bounds)
    return <LeadOn title={t.noLotsTitle} text={t.noLotsText} to={paths.lotCreate} link={t.createLot} />;

  const onEdit =
    edit.canEdit && selected && editable(selected.boundary)
      ? () => edit.start({ kind: "potrero", id: selected.id })
      : undefined;
  const card =
    selected && !editing ? (
      <LotCard
        lot={selected}
        evTarget={fields.find((f) => f.id === selected.field_id)?.ev_target ?? null}
        onClose={() => setSelectedId(null)}
        figures={log.figures}
        onEdit={onEdit}
        editNote={edit.canEdit && !onEdit ? t.holes : undefined}
      />
    ) : null;
  if (!bounds) {
    return (
      <>
        <LeadOn title={t.nothingDrawnTitle} text={t.nothingDrawnText} to={paths.lots} link={t.goToLots} />
        {card}
        <UndrawnLots lots={undrawn} onOpen={setSelectedId} />
      </>
    );
  }

  const figureNames: Record<MapFigure, string> = {
    evHa: t.figureEvHa,
    head: t.figureHead,
    grazedDays: t.figureGrazedDays,
    rain30d: t.figureRain,
  };
  return (
    <>
      <div className="map-tools">
        {editing ? null : (
          <label className="map-figure">
            <span>{t.figure}</span>
            <select value={figure} onChange={(e) => setFigure(e.target.value as MapFigure)}>
              {MAP_FIGURES.map((f) => (
                <option key={f} value={f}>
                  {figureNames[f]}
                </option>
              ))}
            </select>
          </label>
        )}
        <WhereAmI lots={lots} fields={fields} onPosition={setPosition} />
      </div>
      {editing ? null : <MapLegend scale={scale} notes={log.notes} />}
      {rodeoDrop.onMoveRodeo && !editing && lots.some((l) => l.boundary && l.rodeos.length) ? (
        <p className="field-hint">{t.dragHint}</p>
      ) : null}
      {renderMap({
        lots: drawnLots,
        fields: drawnFields,
        bounds,
        selectedId,
        onSelect: setSelectedId,
        position,
        editing,
        onMoveRodeo: rodeoDrop.onMoveRodeo,
      })}
      {rodeoDrop.dialog}
      {card}
      <UndrawnLots lots={undrawn} onOpen={setSelectedId} />
    </>
  );
}
