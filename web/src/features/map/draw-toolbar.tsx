// The boundary editor's tools around the map (docs/map.md) while a boundary is drawn or edited: above it what
// to do and the area drawn so far; over it undo, redo and take out the tapped vertex (at hand while drawing);
// under it another part, start over, cancel and save.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { formatHectares } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import type { MapEditing } from "./map-canvas-props";
import type { DrawSession, DrawState } from "./map-draw";
import { mapMessages } from "./map-messages";

export interface DrawToolbarProps {
  /** Null: the map only shows, and the toolbar is just its frame. */
  editing: MapEditing | null;
  /** Null while the editor's chunk loads. */
  session: DrawSession | null;
  state: DrawState | null;
  /** The editor's chunk did not load. */
  failed: boolean;
  /** The map's frame: the undo, redo and vertex tools float over it. */
  children: ReactNode;
}

export function DrawToolbar({ editing, session, state, failed, children }: DrawToolbarProps) {
  const t = useMessages(mapMessages);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = session !== null && state !== null;
  const heading = useRef<HTMLElement>(null);
  const key = editing?.key;
  // The card that opened the editor sits under the map: bring the tools and the map into view.
  useEffect(() => {
    if (key) heading.current?.scrollIntoView?.({ block: "start" });
  }, [key]);

  const act = (run: (s: DrawSession) => void) => () => {
    setProblem(null);
    if (session) run(session);
  };

  async function save() {
    const boundary = session?.boundary();
    if (!boundary || !editing) return;
    setSaving(true);
    setProblem(null);
    const refusal = await editing.onSave(boundary);
    setSaving(false);
    if (refusal) setProblem(refusal);
  }

  const small = "btn btn-secondary btn-sm";
  // Always the same tree around `children`: the map's container must never be remounted.
  return (
    <>
      {editing ? (
        <section ref={heading} className="map-draw" aria-labelledby="map-draw-title">
          <h2 id="map-draw-title">{editing.title}</h2>
          <p className="field-hint">{state?.drawing ? t.drawHint : t.editHint}</p>
          <p aria-live="polite" className="map-draw-area">
            {state?.hectares != null ? t.drawnArea(formatHectares(state.hectares)) : t.nothingYet}
          </p>
          <p role="alert" className="form-error">
            {failed ? t.editorError : problem}
          </p>
        </section>
      ) : null}
      <div className="map-draw-stage">
        {children}
        {editing ? (
          // Over the map, under the thumb while drawing.
          <div className="map-draw-overlay" role="group" aria-label={t.editTools}>
            <button type="button" className={small} disabled={!state?.canUndo} onClick={act((s) => s.undo())}>
              {t.undo}
            </button>
            <button type="button" className={small} disabled={!state?.canRedo} onClick={act((s) => s.redo())}>
              {t.redo}
            </button>
            <button
              type="button"
              className={small}
              disabled={!state?.picked}
              onClick={act((s) => {
                if (!s.removePicked()) setProblem(t.vertexKept);
              })}
            >
              {t.removeVertex}
            </button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <div className="map-draw-actions">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={!ready || state.drawing}
            onClick={act((s) => s.addPart())}
          >
            {t.addPart}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" disabled={!ready} onClick={act((s) => s.restart())}>
            {t.restart}
          </button>
          <button type="button" className="btn btn-ghost" onClick={editing.onCancel}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!ready || state.parts === 0 || saving}
            onClick={() => void save()}
          >
            {saving ? t.saving : t.save}
          </button>
        </div>
      ) : null}
    </>
  );
}
