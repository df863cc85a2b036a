// The chat's state: the turns on screen, the open thread, sending (one answer at a time) and the
// notice when the assistant cannot answer (offline, unavailable, quota, a refused question).
import type { AssistantThread } from "@shared/assistant-schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, isApiError } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { assistantAnswered } from "../../data/assistant";
import { assistantMessages } from "./assistant-messages";
import { streamChat } from "./assistant-stream";
import { applyEvent, pendingAnswer, turnsOfThread, userTurn, type ChatTurn } from "./chat-turns";

export interface ChatNotice {
  kind: "offline" | "unavailable" | "refused";
  message: string;
}

type Texts = (typeof assistantMessages)["es"];

/** What the screen says about a request that got no answer stream. */
export function noticeFor(error: unknown, t: Texts): ChatNotice {
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  if (offline) return { kind: "offline", message: t.offline };
  if (!isApiError(error) || error.status === "FETCH_ERROR" || error.status === "TIMEOUT_ERROR")
    return { kind: "unavailable", message: t.unavailable };
  if (typeof error.status === "number" && error.status >= 500) return { kind: "unavailable", message: t.unavailable };
  // 429 (the daily quota) and 400 carry the API's Spanish message.
  return { kind: "refused", message: errorMessage(error, t.failed) };
}

export function useAssistantChat(orgId: number | null) {
  const t = useMessages(assistantMessages);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [threadId, setThreadId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<ChatNotice | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const seq = useRef(0);
  const busy = useRef(false);

  useEffect(() => () => aborter.current?.abort(), []);

  const updateAnswer = (key: string, change: (turn: ChatTurn) => ChatTurn) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn)));

  /** Sends a question; false when no answer started (the composer keeps the text). */
  const send = useCallback(
    async (message: string): Promise<boolean> => {
      // A ref, not the state: two quick presses in one render must not send twice.
      if (orgId === null || busy.current) return false;
      busy.current = true;
      const n = ++seq.current;
      const ask = `u${n}`;
      const answer = `a${n}`;
      setNotice(null);
      setSending(true);
      setTurns((all) => [...all, userTurn(ask, message), pendingAnswer(answer)]);
      const controller = new AbortController();
      aborter.current = controller;
      let started = false;
      try {
        await streamChat(
          orgId,
          threadId === null ? { message } : { message, thread_id: threadId },
          (event) => {
            started = true;
            if (event.type === "start") setThreadId(event.thread_id);
            updateAnswer(answer, (turn) => applyEvent(turn, event));
          },
          controller.signal,
        );
        updateAnswer(answer, (turn) => (turn.status === "streaming" ? { ...turn, status: "done" } : turn));
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          updateAnswer(answer, (turn) => ({ ...turn, status: "error", error: t.stopped }));
          return true;
        }
        if (started) {
          updateAnswer(answer, (turn) => ({ ...turn, status: "error", error: noticeFor(error, t).message }));
          return true;
        }
        setTurns((all) => all.filter((turn) => turn.key !== ask && turn.key !== answer));
        setNotice(noticeFor(error, t));
        return false;
      } finally {
        aborter.current = null;
        busy.current = false;
        setSending(false);
        assistantAnswered(orgId);
      }
    },
    [orgId, threadId, t],
  );

  const stop = useCallback(() => aborter.current?.abort(), []);

  /** Shows a stored thread; the next question continues it. */
  const openThread = useCallback((thread: AssistantThread) => {
    aborter.current?.abort();
    setTurns(turnsOfThread(thread.items));
    setThreadId(thread.id);
    setNotice(null);
  }, []);

  const reset = useCallback(() => {
    aborter.current?.abort();
    setTurns([]);
    setThreadId(null);
    setNotice(null);
  }, []);

  return { turns, threadId, sending, notice, send, stop, openThread, reset, clearNotice: () => setNotice(null) };
}
