// Organizaciones (docs/administration.md, super admins): every organization with its owners and figures, a
// search by name or member email, a sort, pages of 10 from the server, and a detail panel with actions.
import type { OrganizationListItem, OrganizationSort } from "@shared/organization-admin-schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { EmptyState } from "../../components/empty-state";
import { ListStates } from "../../components/list-states";
import { SearchField } from "../../components/search-field";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { adminOrganizationQueries } from "../../data/admin-organizations";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { UsersPager } from "../users";
import { OrganizationDetailPanel } from "./organization-detail-panel";
import { organizationsMessages } from "./organizations-messages";
import { OrganizationsTable } from "./organizations-table";
import "./organizations.css";

/** A request once typing pauses, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

export default function OrganizationsPage() {
  const t = useMessages(organizationsMessages);
  const [term, setTerm] = useState("");
  const [sort, setSort] = useState<OrganizationSort>("created");
  const q = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a term and a sort: a new search or order starts on its first page.
  const [paging, setPaging] = useState({ q, sort, page: 1 });
  const page = paging.q === q && paging.sort === sort ? paging.page : 1;
  const goTo = (next: number) => setPaging({ q, sort, page: next });
  const [open, setOpen] = useState<OrganizationListItem | null>(null);

  const query = useAppQuery({
    ...adminOrganizationQueries.page(page, q, sort),
    placeholderData: keepPreviousData,
  });
  const data = query.data ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const pastTheEnd = data !== null && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPaging({ q, sort, page: pages });
  }, [pastTheEnd, q, sort, pages]);

  return (
    <PageFrame
      title={
        <>
          {t.title}
          {data ? (
            <span className="badge users-count" aria-label={t.count(data.total)}>
              {data.total}
            </span>
          ) : null}
        </>
      }
    >
      <div className="orgs-toolbar">
        <SearchField label={t.searchLabel} placeholder={t.search} value={term} onChange={setTerm} />
        <label className="orgs-sort">
          {t.sortLabel}{" "}
          <select className="select" value={sort} onChange={(e) => setSort(e.target.value as OrganizationSort)}>
            <option value="created">{t.sortCreated}</option>
            <option value="activity">{t.sortActivity}</option>
          </select>
        </label>
      </div>
      <ListStates
        count={data?.total ?? null}
        query={query}
        icon="building"
        texts={t}
        empty={
          data?.q ? (
            <EmptyState icon="search" title={t.noMatch(data.q)} />
          ) : (
            <EmptyState icon="building" title={t.none} />
          )
        }
      >
        {() => (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? "users-stale" : undefined}>
            <OrganizationsTable organizations={data!.organizations} onOpen={setOpen} />
            {pages > 1 ? <UsersPager page={Math.min(page, pages)} pages={pages} onPage={goTo} label={t.pages} /> : null}
          </div>
        )}
      </ListStates>
      {open ? <OrganizationDetailPanel organization={open} onClose={() => setOpen(null)} /> : null}
    </PageFrame>
  );
}
