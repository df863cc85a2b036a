// Mapa (/mapa, docs/map.md): the organization's fields and lots on a map, from the cached lots and fields
// lists (their boundaries come with them: no request of its own, and it opens offline from the device's
// copies). MapLibre's chunk starts with the page's (router.tsx), in parallel with the lots.
import { lazy, Suspense, useState, type ComponentType } from "react";
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

/** The canvas once its chunk is here (the route started it with the page's, router.tsx). */
let loadedCanvas: ComponentType<MapCanvasProps> | undefined;
const loadCanvas = () =>
  import("./map-canvas").then((m) => {
    loadedCanvas = m.default;
    return m;
  });
const LazyCanvas = lazy(loadCanvas);
// Usually here before the lots: rendered directly, it never suspends, so React does not hold the finished map
// back behind its fallback (it reveals a boundary at most every 300 ms). A failed download: the lazy one retries.
void loadCanvas().catch(() => undefined);

/** The loaded canvas when it is here, else the lazy one: chosen once, as a new type would make a new map. */
function MapCanvas(props: MapCanvasProps) {
  const [Canvas] = useState(() => loadedCanvas ?? LazyCanvas);
  return <Canvas {...props} />;
}

export default function MapPage() {
  const t = useMessages(mapMessages);
  const lots = useLots();
  const fields = useFields();
  const renderMap = (props: MapCanvasProps) => (
    <Suspense fallback={<div className="map-frame map-placeholder">{t.mapLoading}</div>}>
      <MapCanvas {...props} />
    </Suspense>
  );
  // With something to draw, the canvas marks the first screen shown once the map is drawn (map-canvas.tsx), so
  // the service worker's precache, the socket and the toasts wait for it instead of slowing it down.
  const drawsMap = Boolean(lots.data?.some((l) => l.boundary) || fields.data?.some((f) => f.boundary));
  return (
    <PageFrame title={t.title} description={t.description} loading={lots.isPending || drawsMap}>
      <QueryState query={lots} texts={t}>
        {(list) => <MapView lots={list} fields={fields.data ?? []} renderMap={renderMap} />}
      </QueryState>
    </PageFrame>
  );
}
