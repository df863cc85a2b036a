// "¿Dónde estoy?" (docs/map.md): the position is asked for only when the button is pressed (the browser asks
// the permission then), and the answer names the lot, else the field, that holds it.
import type { Field } from "@shared/herd-types";
import type { Position } from "@shared/boundary";
import { useState } from "react";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store/types";
import { whereIs } from "./map-geometry";
import { mapMessages } from "./map-messages";

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

type Status =
  { kind: "idle" } | { kind: "locating" } | { kind: "found"; text: string } | { kind: "failed"; text: string };

export interface WhereAmIProps {
  lots: readonly StoreLot[];
  fields: ReadonlyArray<Pick<Field, "name" | "boundary">>;
  /** The position found ([longitude, latitude]), for the map to show. */
  onPosition: (point: Position) => void;
}

export function WhereAmI({ lots, fields, onPosition }: WhereAmIProps) {
  const t = useMessages(mapMessages);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const locate = () => {
    const geolocation = typeof navigator === "undefined" ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus({ kind: "failed", text: t.unsupported });
      return;
    }
    setStatus({ kind: "locating" });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const point: Position = [coords.longitude, coords.latitude];
        const where = whereIs(point, lots, fields);
        const text =
          where.kind === "lot"
            ? t.inLot(where.lot.name)
            : where.kind === "field"
              ? t.inField(where.field.name)
              : t.outside;
        const accuracy = Number.isFinite(coords.accuracy) ? ` ${t.accuracy(String(Math.round(coords.accuracy)))}` : "";
        setStatus({ kind: "found", text: text + accuracy });
        onPosition(point);
      },
      (error) => setStatus({ kind: "failed", text: error.code === PERMISSION_DENIED ? t.denied : t.unavailable }),
      // A fresh reading: a paddock's fence is a few hundred metres away.
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 },
    );
  };

  return (
    <div className="map-where">
      <button type="button" className="btn btn-secondary" onClick={locate} disabled={status.kind === "locating"}>
        {t.whereAmI}
      </button>
      <p className={status.kind === "failed" ? "form-error" : "map-where-status"} role="status">
        {status.kind === "locating" ? t.locating : status.kind === "idle" ? "" : status.text}
      </p>
    </div>
  );
}
