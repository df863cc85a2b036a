// A movement the assistant proposes: its title and lines, Confirmar and Editar. Only Confirmar
// records it, through the movement forms' own save (the ordinary route as this user, the outbox
// without signal), keeping the draft's client id so a second press records it once.
import type { MovementDraftCard } from "@shared/assistant-schemas";
import { useState } from "react";
import { Link } from "react-router-dom";
import { problemsFor } from "../../components/movement-form/api-errors";
import { TextField } from "../../components/text-field";
import { useSaveMovement } from "../../data/movements";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { assistantMessages } from "./assistant-messages";
import { draftFields, draftIssues, linesAfterEdit, readField, writeField, type DraftBody } from "./draft-fields";

type State = { step: "draft" | "editing" | "saving" } | { step: "saved"; movementId: number } | { step: "queued" };

export function DraftCard({ draft, orgId }: { draft: MovementDraftCard; orgId: number }) {
  const t = useMessages(assistantMessages);
  const [body, setBody] = useState<DraftBody>(() => ({ ...(draft.body as DraftBody) }));
  const [state, setState] = useState<State>({ step: "draft" });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMovement();
  const issues = draftIssues(draft.kind, body);
  const invalid = Object.keys(issues).length > 0;
  const titleId = `draft-${draft.id}`;

  const confirm = async () => {
    setError(null);
    setState({ step: "saving" });
    const clientId = typeof body.client_id === "string" ? body.client_id : undefined;
    const result = await save.mutateAsync({ kind: draft.kind, orgId, body, clientId });
    if (result.ok && result.queued) return setState({ step: "queued" });
    if (result.ok) return setState({ step: "saved", movementId: result.movement.id });
    setError(problemsFor(draft.kind, result.error, []).toast);
    setState({ step: "draft" });
  };

  const done = state.step === "saved" || state.step === "queued";
  return (
    <article className="as-draft" aria-labelledby={titleId}>
      <p className="as-draft-kicker">{t.draftLabel}</p>
      <h3 id={titleId}>{draft.title}</h3>
      <dl className="as-draft-lines">
        {linesAfterEdit(draft, body).map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {state.step === "editing" ? (
        <div className="as-draft-edit">
          {draftFields(draft.body as DraftBody, t.count).map((field) => (
            <TextField
              key={field.path}
              label={field.label}
              type={field.input}
              inputMode={field.input === "number" ? "decimal" : undefined}
              value={readField(body, field.path)}
              error={issues[field.path] ?? null}
              onChange={(e) => setBody((b) => writeField(b, field, e.target.value))}
            />
          ))}
        </div>
      ) : null}
      {invalid && state.step !== "editing" ? <p className="field-error">{t.fixErrors}</p> : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {state.step === "saved" ? (
        <p className="as-draft-done" role="status">
          <strong>{t.registered}</strong> · <Link to={paths.movementDetail.to(state.movementId)}>{t.viewMovement}</Link>
        </p>
      ) : state.step === "queued" ? (
        <p className="as-draft-done" role="status">
          {t.queued}
        </p>
      ) : null}
      {done ? null : (
        <div className="as-draft-actions">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={state.step === "editing"}
            disabled={state.step === "saving" || (state.step === "editing" && invalid)}
            onClick={() => setState({ step: state.step === "editing" ? "draft" : "editing" })}
          >
            {state.step === "editing" ? t.editDone : t.edit}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={state.step === "saving" || invalid}
            onClick={() => void confirm()}
          >
            {state.step === "saving" ? t.confirming : t.confirm}
          </button>
        </div>
      )}
    </article>
  );
}
