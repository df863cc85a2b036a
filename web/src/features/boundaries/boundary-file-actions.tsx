// "Límites" on the lots and fields pages (docs/map.md): the import for owners and admins, the exports for
// every member. The buttons wrap at 360 px.
import { Link } from "react-router-dom";
import { useExportBoundaries, type BoundaryFormat } from "../../data/boundaries";
import { errorMessage } from "../../lib/api/client";
import { toastError } from "../../lib/error-toast";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { boundariesMessages } from "./boundaries-messages";
import "./boundaries.css";

const FORMATS = [
  ["kml", "exportKml"],
  ["geojson", "exportGeoJson"],
] as const satisfies ReadonlyArray<readonly [BoundaryFormat, string]>;

export function BoundaryFileActions() {
  const t = useMessages(boundariesMessages);
  const canManage = useCanManageHerd();
  const exporting = useExportBoundaries();
  const download = (format: BoundaryFormat) =>
    exporting.mutate(format, { onError: (e) => toastError(errorMessage(e, t.exportError), e) });
  return (
    <div className="boundary-files" role="group" aria-label={t.actionsLabel}>
      {canManage ? (
        <Link className="btn btn-secondary btn-sm" to={paths.boundaryImport}>
          {t.importLink}
        </Link>
      ) : null}
      {FORMATS.map(([format, label]) => (
        <button
          key={format}
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={exporting.isPending}
          onClick={() => download(format)}
        >
          {t[label]}
        </button>
      ))}
    </div>
  );
}
