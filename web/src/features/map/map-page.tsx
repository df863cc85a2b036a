// Mapa (/mapa, docs/map.md): the organization's fields and lots on a map, from the cached lots and fields
// lists (their boundaries come with them: no request of its own, and it opens offline from the device's
// copies). MapLibre loads with the canvas, after the page's own small chunk.
import { lazy, Suspense } from "react";
import { PageFrame } from "../../components/page-frame";
import { QueryState } from "../../components/query-state";
import { useFields } from "../../data/fields";
import { useLots } from "../../data/lots";
import { useMessages } from "../../lib/i18n";
import type { MapCanvasProps } from "./map-canvas-props";
import { mapMessages } from "./map-messages";
import { MapView } from "./map-view";
import "../../components/herd/herd.css";
import "./map.css";

const MapCanvas = lazy(() => import("./map-canvas"));

export default function MapPage() {
  const t = useMessages(mapMessages);
  const lots = useLots();
  const fields = useFields();
  const renderMap = (props: MapCanvasProps) => (
    <Suspense fallback={<div className="map-frame map-placeholder">{t.mapLoading}</div>}>
      <MapCanvas {...props} />
    </Suspense>
  );
  return (
    <PageFrame title={t.title} description={t.description}>
      <QueryState query={lots} texts={t}>
        {(list) => <MapView lots={list} fields={fields.data ?? []} renderMap={renderMap} />}
      </QueryState>
    </PageFrame>
  );
}
