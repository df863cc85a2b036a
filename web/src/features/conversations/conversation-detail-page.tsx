// Conversación (docs/whatsapp.md, super admins): who it is (name, number, linked user and organizations), the
// thread as bubbles (scrolling back loads older messages and keeps the place), and the reply box. Live
// through the super admins' room; marked read on open.
import { useCallback, useLayoutEffect, useRef } from "react";
import { Link, useParams } from "react-router-dom";
import { ListStates } from "../../components/list-states";
import { PageFrame } from "../../components/page-frame";
import { EmptyState } from "../../components/empty-state";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { titleCase } from "../../lib/text";
import { conversationName } from "./conversation-text";
import { conversationsMessages, threadMessages } from "./conversations-messages";
import { MessageBubble } from "./message-bubble";
import { ReplyBox } from "./reply-box";
import { useInboxLive } from "./use-inbox-live";
import { useThread } from "./use-thread";
import "./conversations.css";

/** Closer than this to the top, scrolling back loads the older page. */
const LOAD_OLDER_PX = 80;
/** Closer than this to the bottom, a new message scrolls the thread down to it. */
const STICK_BOTTOM_PX = 120;

export default function ConversationDetailPage() {
  const t = useMessages(threadMessages);
  const tl = useMessages(conversationsMessages);
  const conversationId = Number(useParams().id);
  useInboxLive();
  const thread = useThread(conversationId);
  const { conversation, messages } = thread;
  const scroller = useRef<HTMLDivElement>(null);
  // Where the reader was before older messages came in (distance from the bottom), or null.
  const anchor = useRef<number | null>(null);
  const lastId = messages.at(-1)?.id ?? 0;
  const previousLast = useRef(0);

  const loadOlder = useCallback(() => {
    const el = scroller.current;
    if (!thread.hasOlder || thread.loadingOlder) return;
    if (el) anchor.current = el.scrollHeight - el.scrollTop;
    void thread.loadOlder();
  }, [thread]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current !== null && !thread.loadingOlder) {
      // Older messages were added above: keep the one the reader was looking at in place.
      el.scrollTop = el.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (lastId !== previousLast.current) {
      const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_BOTTOM_PX;
      if (previousLast.current === 0 || nearBottom) el.scrollTop = el.scrollHeight;
    }
    previousLast.current = lastId;
  }, [messages, lastId, thread.loadingOlder]);

  // A signed media URL lasts minutes: a page left open fetches fresh ones.
  const { reload } = thread;
  const refreshMedia = useCallback(() => void reload(), [reload]);

  const title = conversation ? conversationName(conversation) : t.loading;
  return (
    <PageFrame title={title}>
      <p className="thread-back">
        <Link to={paths.conversations}>← {t.back}</Link>
      </p>
      {conversation ? (
        <header className="thread-header">
          <p className="thread-phone">{conversation.phone}</p>
          <p className="thread-user">
            {conversation.user
              ? [titleCase(conversation.user.name), ...conversation.user.organizations].filter(Boolean).join(" · ")
              : tl.notLinked}
          </p>
        </header>
      ) : null}
      <ListStates
        count={thread.loaded ? messages.length : null}
        failed={thread.failed}
        onRetry={thread.reload}
        icon="chat"
        texts={t}
        empty={<EmptyState icon="chat" title={t.empty} />}
      >
        {() => (
          <div
            className="thread"
            ref={scroller}
            onScroll={(e) => {
              if (e.currentTarget.scrollTop < LOAD_OLDER_PX) loadOlder();
            }}
          >
            {thread.hasOlder ? (
              <button
                type="button"
                className="btn btn-ghost btn-sm thread-older"
                onClick={loadOlder}
                disabled={thread.loadingOlder}
              >
                {thread.loadingOlder ? t.loadingOlder : t.older}
              </button>
            ) : null}
            <ol className="thread-list" aria-label={t.thread} aria-live="polite">
              {messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  speechRecognition={thread.speechRecognition}
                  onMediaError={refreshMedia}
                />
              ))}
            </ol>
          </div>
        )}
      </ListStates>
      {conversation ? <ReplyBox conversationId={conversation.id} lastInboundAt={conversation.last_inbound_at} /> : null}
    </PageFrame>
  );
}
