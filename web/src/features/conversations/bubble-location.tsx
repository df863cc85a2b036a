// A shared location in the thread (docs/whatsapp.md): its name and address, the coordinates, the potrero it
// falls in when the worker found one, and a link that opens it on OpenStreetMap in a new tab.
import type { MessageDetails } from "@shared/whatsapp-schemas";
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import { detailsOf, type BodyProps } from "./bubble-props";

type Location = Extract<MessageDetails, { kind: "location" }>;

/** "-34.60312, -58.38157": five decimals are about a metre, what a phone's GPS gives. */
export const coordinates = (l: Pick<Location, "latitude" | "longitude">) =>
  `${l.latitude.toFixed(5)}, ${l.longitude.toFixed(5)}`;

/** OpenStreetMap with a marker on the point, at a zoom that shows the potreros around it. */
export function mapUrl(l: Pick<Location, "latitude" | "longitude">): string {
  const lat = l.latitude.toFixed(5);
  const lon = l.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

export function LocationBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  const l = detailsOf(m, "location");
  if (!l) return <p className="bubble-text">{m.body || t.location}</p>;
  return (
    <div className="bubble-location">
      <p className="bubble-label">{t.location}</p>
      {l.name ? <p className="bubble-place">{l.name}</p> : null}
      {l.address ? <p className="bubble-muted">{l.address}</p> : null}
      <p className="bubble-coordinates">
        <span className="visually-hidden">{t.coordinates}: </span>
        {coordinates(l)}
      </p>
      {l.lot ? <p className="bubble-lot">{t.inLot(l.lot.name, l.lot.organization_name)}</p> : null}
      <a className="bubble-map-link" href={mapUrl(l)} target="_blank" rel="noreferrer">
        {t.openMap}
      </a>
    </div>
  );
}
