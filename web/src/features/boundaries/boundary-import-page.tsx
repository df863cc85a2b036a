// Importar límites (/mapa/importar, owners and admins; docs/map.md): a KML, KMZ or GeoJSON file read by the
// server into a preview (nothing written), each shape assigned to a lot or field, then written on "Guardar".
import { useId, useState } from "react";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { usePreviewBoundaries, type BoundaryPreview } from "../../data/boundaries";
import { useFields } from "../../data/fields";
import { useLots } from "../../data/lots";
import { errorMessage } from "../../lib/api/client";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { boundariesMessages } from "./boundaries-messages";
import { ImportPreview } from "./import-preview";
import "./boundaries.css";

/** What the server read, under the file's name and a count so a second file resets the form. */
interface Read {
  file: string;
  preview: BoundaryPreview;
  serial: number;
}

const ACCEPT =
  ".kml,.kmz,.geojson,.json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz,application/geo+json,application/json";

export default function BoundaryImportPage() {
  const t = useMessages(boundariesMessages);
  const canManage = useCanManageHerd();
  const back = <BackLink to={paths.lots} label={t.back} />;
  return (
    <PageFrame title={t.title} description={t.description}>
      {back}
      {canManage ? <ImportForm /> : <p className="card">{t.onlyManagers}</p>}
    </PageFrame>
  );
}

function ImportForm() {
  const t = useMessages(boundariesMessages);
  const fileId = useId();
  const preview = usePreviewBoundaries();
  const lots = useLots();
  const fields = useFields();
  const [read, setRead] = useState<Read | null>(null);

  function choose(file: File | undefined) {
    if (!file) return;
    setRead(null);
    preview.mutate(file, {
      onSuccess: (answer) => setRead((r) => ({ file: file.name, preview: answer, serial: (r?.serial ?? 0) + 1 })),
    });
  }

  return (
    <>
      <div className="card">
        <div className="field">
          <label htmlFor={fileId}>{t.file}</label>
          <input
            id={fileId}
            type="file"
            className="input"
            accept={ACCEPT}
            disabled={preview.isPending}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => {
              choose(e.currentTarget.files?.[0]);
              e.currentTarget.value = "";
            }}
          />
          <span id={`${fileId}-hint`} className="field-hint">
            {t.fileHint}
          </span>
        </div>
        <p role="status" aria-live="polite" className="muted boundary-status">
          {preview.isPending ? t.reading : ""}
        </p>
        {preview.error ? (
          <p className="form-error" role="alert">
            {errorMessage(preview.error, t.readError)}
          </p>
        ) : null}
      </div>
      {read ? (
        <ImportPreview
          key={read.serial}
          file={read.file}
          shapes={read.preview.shapes}
          lots={(lots.data ?? []).filter((l) => l.id > 0)}
          fields={fields.data ?? []}
        />
      ) : null}
    </>
  );
}
