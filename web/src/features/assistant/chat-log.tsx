// The conversation: the user's questions and the assistant's answers as they stream (text, then
// figures, links and charts of each tool, draft cards, and which model answered). A polite live
// log, so screen readers hear new messages without losing their place.
import { useEffect, useRef } from "react";
import { useMessages } from "../../lib/i18n";
import { ToolResult } from "./answer-parts";
import { assistantMessages } from "./assistant-messages";
import type { ChatTurn } from "./chat-turns";
import { DraftCard } from "./draft-card";

function Answer({ turn, orgId }: { turn: ChatTurn; orgId: number }) {
  const t = useMessages(assistantMessages);
  // The dots stay at the end while the answer streams: text, then tools, may pause in between.
  const waiting = turn.status === "streaming";
  return (
    <>
      {turn.text ? <p className="as-text">{turn.text}</p> : null}
      {turn.tools.map((part) => (
        <ToolResult key={part.id} part={part} />
      ))}
      {turn.drafts.map((draft) => (
        <DraftCard key={draft.id} draft={draft} orgId={orgId} />
      ))}
      {waiting ? (
        <p className="as-typing" role="status">
          <span className="as-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{t.thinking}</span>
        </p>
      ) : null}
      {turn.status === "error" && turn.error ? (
        <p className="form-error" role="alert">
          {turn.error}
        </p>
      ) : null}
      {turn.model && turn.status !== "streaming" ? <p className="as-model">{t.answeredBy(turn.model.label)}</p> : null}
    </>
  );
}

export function ChatLog({ turns, orgId }: { turns: ChatTurn[]; orgId: number }) {
  const t = useMessages(assistantMessages);
  const end = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  const size = last ? last.text.length + last.tools.length + last.drafts.length : 0;
  // Follow the answer while it grows (jsdom has no scrollIntoView).
  // (Braces: newer browsers' scrollIntoView returns a promise, which must not become the cleanup.)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [turns.length, size]);

  return (
    <>
      <div className="as-log" role="log" aria-live="polite" aria-label={t.logLabel}>
        {turns.map((turn) => (
          <div key={turn.key} className={turn.role === "user" ? "as-turn as-user" : "as-turn as-answer"}>
            <span className="visually-hidden">{turn.role === "user" ? t.you : t.assistant}: </span>
            {turn.role === "user" ? <p className="as-text">{turn.text}</p> : <Answer turn={turn} orgId={orgId} />}
          </div>
        ))}
      </div>
      <div ref={end} />
    </>
  );
}
