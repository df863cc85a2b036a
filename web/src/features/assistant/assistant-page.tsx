// Asistente IA (/asistente-ai, docs/assistant.md): a chat about the organization's own records. Suggested
// questions on a first visit, streamed answers with figures, links and charts, movement drafts to
// confirm, the user's conversations, dictation, and a clear notice when the assistant cannot answer.
import type { AssistantThreadSummary } from "@shared/assistant-schemas";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon";
import { useOrgId } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { useOnline } from "../../lib/offline/snapshots-notice";
import { queryClient } from "../../lib/query/query-client";
import { assistantQueries } from "../../data/assistant";
import { useOrgQuery } from "../../data/org-query";
import { PageFrame } from "../../components/page-frame";
import { assistantMessages, SUGGESTIONS } from "./assistant-messages";
import { ChatComposer } from "./chat-composer";
import { ChatLog } from "./chat-log";
import { ThreadList } from "./thread-list";
import { useAssistantChat } from "./use-chat";
import "./assistant.css";

const SIDE_ID = "assistant-threads";

export default function AssistantPage() {
  const orgId = useOrgId();
  // A conversation belongs to one organization: switching starts the screen afresh.
  return orgId === null ? null : <AssistantChat key={orgId} orgId={orgId} />;
}

function AssistantChat({ orgId }: { orgId: number }) {
  const t = useMessages(assistantMessages);
  const online = useOnline();
  const chat = useAssistantChat(orgId);
  const threads = useOrgQuery(assistantQueries.threads);
  const [draft, setDraft] = useState("");
  const [sideOpen, setSideOpen] = useState(false);
  const [opening, setOpening] = useState<"loading" | "error" | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the conversations drawer (phones) and gives the focus back to its button.
  useEffect(() => {
    if (!sideOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      setSideOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [sideOpen]);

  const ask = async (text: string) => {
    const message = text.trim();
    if (!message) return;
    setDraft("");
    if (!(await chat.send(message))) setDraft(message);
  };

  const open = async (thread: AssistantThreadSummary) => {
    setSideOpen(false);
    setOpening("loading");
    try {
      const full = await queryClient.fetchQuery({ ...assistantQueries.thread(orgId, thread.id), staleTime: 0 });
      chat.openThread(full);
      setOpening(null);
    } catch {
      setOpening("error");
    }
  };

  // A first visit has no threads; while the list loads neither suggestions nor the empty state show.
  const firstVisit = threads.data?.length === 0 || (threads.isError && !threads.data);
  const threadsKnown = threads.data !== undefined || threads.isError;
  const notice = !online ? { kind: "offline", message: t.offline } : chat.notice;

  return (
    <PageFrame
      title={t.title}
      description={t.description}
      actions={
        <button
          type="button"
          className="btn btn-secondary as-side-toggle"
          aria-expanded={sideOpen}
          aria-controls={SIDE_ID}
          ref={toggle}
          onClick={() => setSideOpen((v) => !v)}
        >
          <Icon name="list" size={18} /> {sideOpen ? t.threadsClose : t.threads}
        </button>
      }
    >
      <div className="as-layout">
        <ThreadList
          id={SIDE_ID}
          open={sideOpen}
          activeId={chat.threadId}
          onOpen={(thread) => void open(thread)}
          onNew={() => {
            chat.reset();
            setOpening(null);
            setSideOpen(false);
          }}
          onDeleted={(threadId) => {
            if (threadId === chat.threadId) chat.reset();
          }}
        />
        <div className="as-main">
          {opening === "loading" ? (
            <p className="muted" role="status">
              {t.threadLoading}
            </p>
          ) : opening === "error" ? (
            <p className="form-error" role="alert">
              {t.threadError}
            </p>
          ) : null}
          <ChatLog turns={chat.turns} orgId={orgId} />
          {chat.turns.length ? null : firstVisit ? (
            <section className="as-suggestions" aria-labelledby="as-suggestions-title">
              <h2 id="as-suggestions-title">{t.suggestionsTitle}</h2>
              <ul aria-label={t.suggestions}>
                {SUGGESTIONS.map((s) => (
                  <li key={s}>
                    <button type="button" className="as-chip" disabled={chat.sending} onClick={() => void ask(s)}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : threadsKnown ? (
            <EmptyState icon="bot" title={t.newThread} description={t.description} />
          ) : null}
          {notice ? (
            <p className={`as-notice is-${notice.kind}`} role="alert">
              {notice.message}
            </p>
          ) : null}
          <ChatComposer
            value={draft}
            onChange={setDraft}
            onSend={() => void ask(draft)}
            onStop={chat.stop}
            sending={chat.sending}
          />
        </div>
      </div>
    </PageFrame>
  );
}
