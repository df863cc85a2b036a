// The user's conversations in this organization (newest first): open one, start a new one, delete
// one after a confirmation. A drawer on phones, a side column on wide screens (assistant.css).
import type { AssistantThreadSummary } from "@shared/assistant-schemas";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { Icon } from "../../components/icon";
import { LoadError } from "../../components/load-error";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { assistantQueries, useDeleteAssistantThread } from "../../data/assistant";
import { useOrgQuery } from "../../data/org-query";
import { assistantMessages } from "./assistant-messages";

export interface ThreadListProps {
  id: string;
  open: boolean;
  activeId: number | null;
  onOpen: (thread: AssistantThreadSummary) => void;
  onNew: () => void;
  onDeleted: (threadId: number) => void;
}

export function ThreadList({ id, open, activeId, onOpen, onNew, onDeleted }: ThreadListProps) {
  const t = useMessages(assistantMessages);
  const threads = useOrgQuery(assistantQueries.threads);
  const remove = useDeleteAssistantThread();
  const deletion = useConfirm<AssistantThreadSummary>();

  let body;
  if (threads.error && !threads.data) body = <LoadError message={t.threadsError} onRetry={() => threads.refetch()} />;
  else if (!threads.data) body = <InlineLoading label={t.threadsLoading} />;
  else if (!threads.data.length) body = <p className="muted">{t.threadsEmpty}</p>;
  else
    body = (
      <ul className="as-threads" aria-label={t.threads}>
        {threads.data.map((thread) => (
          <li key={thread.id} className={thread.id === activeId ? "is-active" : undefined}>
            <button
              type="button"
              className="as-thread-open"
              aria-current={thread.id === activeId ? "true" : undefined}
              onClick={() => onOpen(thread)}
            >
              <span className="as-thread-title">{thread.title}</span>
              <small>
                {formatDay(thread.updated_at)} · {t.messagesCount(thread.messages)}
              </small>
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={t.deleteThread(thread.title)}
              onClick={() => deletion.open(thread)}
            >
              <Icon name="trash" size={18} />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <aside id={id} className={open ? "as-side is-open" : "as-side"} aria-label={t.threads}>
      <button type="button" className="btn btn-secondary as-new" onClick={onNew}>
        <Icon name="plus" size={18} /> {t.newThread}
      </button>
      <h2 className="as-side-title">{t.threads}</h2>
      {body}
      {deletion.render((thread) => ({
        title: t.deleteTitle,
        confirmLabel: t.delete,
        text: t.deleteText(thread.title),
        onConfirm: async () => {
          try {
            await remove.mutateAsync(thread.id);
            toast.success(t.deleted);
            onDeleted(thread.id);
            deletion.close();
          } catch (error) {
            toast.error(errorMessage(error, t.deleteError));
          }
        },
      }))}
    </aside>
  );
}
