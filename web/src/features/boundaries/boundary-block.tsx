// The "Límite" block of a lot's page and of each field (docs/map.md): its outline, the declared and computed
// hectares, and for owners and admins "Usar la superficie calculada" (the ordinary edit, when the two differ by
// more than 1 %) and "Quitar límite" (the boundary PUT with null). Without one it leads to the import.
import { areaGap, type Boundary } from "@shared/boundary";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { useConfirm } from "../../components/confirm-dialog";
import { BoundaryOutline } from "../../components/herd/boundary-outline";
import { errorMessage } from "../../lib/api/client";
import { toastError } from "../../lib/error-toast";
import { formatHectaresTogether } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { toast } from "../../lib/toast";
import { boundariesMessages } from "./boundaries-messages";
import "./boundaries.css";

/** Whether the declared hectares are more than 1 % away from the computed ones. */
export const hectaresDiffer = (declared: number, computed: number) => (areaGap(declared, computed) ?? 0) > 0.01;

export interface BoundaryBlockProps {
  /** The lot's or field's name (the outline's and the confirmation's text). */
  name: string;
  geometry: Boundary | null;
  declared: number;
  computed: number | null;
  /** Owners and admins: the two writes show. */
  canManage: boolean;
  /** Saves the computed hectares as the declared ones. */
  saveComputed: (hectares: number) => Promise<unknown>;
  /** Removes the boundary. */
  remove: () => Promise<unknown>;
  /** The map with this boundary in the editor (owners and admins; a boundary with holes is edited in its file). */
  editTo?: string;
  /** The heading: an h2 as a card of the lot's page, an h3 inside a field's card. */
  heading: (text: string) => ReactNode;
  className?: string;
}

export function BoundaryBlock(props: BoundaryBlockProps) {
  const { name, geometry, declared, computed, canManage, heading, className, editTo } = props;
  const t = useMessages(boundariesMessages);
  const removal = useConfirm();
  const [saving, setSaving] = useState(false);

  async function takeComputed(hectares: number) {
    setSaving(true);
    try {
      await props.saveComputed(hectares);
      toast.success(t.computedSaved);
    } catch (e) {
      toastError(errorMessage(e, t.computedError), e);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={className ? `boundary-block ${className}` : "boundary-block"}>
      {heading(t.boundaryTitle)}
      {geometry ? (
        <div className="boundary-drawn">
          <BoundaryOutline geometry={geometry} label={t.outlineOf(name)} />
          <div>
            <p>
              {t.areas(formatHectaresTogether(declared), computed === null ? "—" : formatHectaresTogether(computed))}
            </p>
            {canManage ? (
              <div className="boundary-actions">
                {computed !== null && hectaresDiffer(declared, computed) ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={saving}
                    onClick={() => void takeComputed(computed)}
                  >
                    {t.useComputed}
                  </button>
                ) : null}
                {editTo ? (
                  <Link className="btn btn-secondary btn-sm" to={editTo}>
                    {t.editOnMap}
                  </Link>
                ) : null}
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => removal.open()}>
                  {t.remove}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="muted">
          {t.noBoundary}
          {canManage ? (
            <>
              {editTo ? (
                <>
                  {" · "}
                  <Link to={editTo}>{t.drawOnMap}</Link>
                </>
              ) : null}
              {" · "}
              <Link to={paths.boundaryImport}>{t.importIt}</Link>
            </>
          ) : null}
        </p>
      )}
      {removal.render(() => ({
        title: t.removeTitle,
        confirmLabel: t.remove,
        text: t.removeText(name),
        onConfirm: () => removal.run(props.remove(), t.removed, t.removeError),
      }))}
    </div>
  );
}
