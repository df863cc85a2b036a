// Conversaciones (docs/whatsapp.md, super admins): the WhatsApp inbox, newest first, a page at a time ("Cargar
// más"), searched by name or number on the server, with unread badges and the last message; live through
// the super admins' room (use-inbox-live.ts).
import type { ConversationSummary } from "@shared/whatsapp-schemas";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import { ListStates } from "../../components/list-states";
import { PageFrame } from "../../components/page-frame";
import { SearchField } from "../../components/search-field";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { queryClient } from "../../lib/query/query-client";
import { conversationQueries } from "../../data/conversations";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { conversationName, lastMessagePreview, shortTime } from "./conversation-text";
import { conversationsMessages } from "./conversations-messages";
import { useInboxLive } from "./use-inbox-live";
import "./conversations.css";
import { LoadMoreButton } from "../../components/load-more-button";

/** The pause in typing after which the search asks the server (tests move their clock past it). */
export const SEARCH_DEBOUNCE_MS = 300;

export default function ConversationsPage() {
  const t = useMessages(conversationsMessages);
  useInboxLive();
  const [term, setTerm] = useState("");
  const q = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const query = useInfiniteQuery({ ...conversationQueries.list(q), placeholderData: keepPreviousData }, queryClient);
  // A live conversation moved to the top may also be on a later page: show it once.
  const rows = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages.flatMap((p) => p.conversations) ?? []).filter((c) => !seen.has(c.id) && seen.add(c.id));
  }, [query.data]);
  const loaded = query.data !== undefined;

  return (
    <PageFrame title={t.title}>
      <SearchField label={t.searchLabel} placeholder={t.search} value={term} onChange={setTerm} />
      <ListStates
        count={loaded ? rows.length : null}
        failed={query.isError && !query.isFetching && !loaded}
        onRetry={() => query.refetch()}
        icon="chat"
        texts={t}
        empty={
          q ? (
            <EmptyState icon="search" title={t.noMatch(q)} />
          ) : (
            <EmptyState icon="chat" title={t.none} description={t.noneText} />
          )
        }
      >
        {() => (
          <>
            <ul className="inbox-list" aria-busy={query.isPlaceholderData}>
              {rows.map((c) => (
                <ConversationRow key={c.id} conversation={c} />
              ))}
            </ul>
            <LoadMoreButton
              query={query}
              className="btn btn-secondary btn-block inbox-more"
              label={t.loadMore}
              loadingLabel={t.loadingMore}
            />
          </>
        )}
      </ListStates>
    </PageFrame>
  );
}

function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const t = useMessages(conversationsMessages);
  const locale = useLocale();
  const name = conversationName(c);
  return (
    <li>
      <Link className={`inbox-row${c.unread_count ? " inbox-row-unread" : ""}`} to={paths.conversationDetail.to(c.id)}>
        <span className="inbox-avatar round-icon" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="inbox-main">
          <span className="inbox-top">
            <strong className="inbox-name">{name}</strong>
            <time className="inbox-time" dateTime={c.last_message_at ?? undefined}>
              {shortTime(c.last_message_at)}
            </time>
          </span>
          <span className="inbox-meta">
            {c.phone}
            {c.user ? ` · ${[c.user.name, ...c.user.organizations].filter(Boolean).join(" · ")}` : ` · ${t.notLinked}`}
          </span>
          <span className="inbox-bottom">
            <span className="inbox-preview">{lastMessagePreview(c, locale)}</span>
            {c.unread_count > 0 ? (
              <span className="badge inbox-unread" aria-label={t.unread(c.unread_count)}>
                {c.unread_count}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
