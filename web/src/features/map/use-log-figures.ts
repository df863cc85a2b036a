// The log's figures for the Mapa screen (docs/map.md): read only while the chosen figure needs them (the default
// EV/ha asks nothing), with the legend's notes: the rain's window and the rain recorded without a lot, or why
// the lots are grey (reading, no signal, a failed read).
import type { MapFigures } from "@shared/lot-figures";
import { useLotFigures } from "../../data/lot-figures";
import { formatDay } from "../../lib/dates";
import { formatMm } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { useOnline } from "../../lib/offline/snapshots-notice";
import { mapMessages } from "./map-messages";
import { readsLog, type MapFigure } from "./map-scale";

export interface LogFigures {
  /** The answer, when read (undefined: every lot has no value and shows grey). */
  figures: MapFigures | undefined;
  notes: string[];
}

export function useLogFigures(figure: MapFigure): LogFigures {
  const t = useMessages(mapMessages);
  const wanted = readsLog(figure);
  const query = useLotFigures(wanted);
  const online = useOnline();
  if (!wanted) return { figures: undefined, notes: [] };
  const figures = query.data;
  if (!figures) {
    // Without signal the read waits (paused) or fails: either way the lots stay grey and say why.
    const offline = !online || query.fetchStatus === "paused";
    const note = offline ? t.figuresOffline : query.isError ? t.figuresError : t.figuresLoading;
    return { figures: undefined, notes: [note] };
  }
  if (figure !== "rain30d") return { figures, notes: [] };
  const notes = [t.rainNote(formatDay(figures.rain_from))];
  if (figures.unplaced_rain_mm_30d > 0) notes.push(t.unplacedRain(formatMm(figures.unplaced_rain_mm_30d)));
  return { figures, notes };
}
