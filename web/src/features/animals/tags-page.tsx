// Caravanas (/animales/caravanas, docs/animals.md): the electronic tags the ranch owns, 500 a page under a state
// kept in the URL; owners and admins load the numbers bought and set a tag's state by hand.
import { TAG_STATES } from "@shared/animal-values";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import { SelectField } from "../../components/form-parts";
import { PageFrame } from "../../components/page-frame";
import { PagesNav } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { BackLink } from "../../components/record-actions";
import { animalQueries, type TagFilters } from "../../data/animals";
import { tagFiltersOf } from "../../data/api/animals-api";
import { useOrgQuery } from "../../data/org-query";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { animalsMessages } from "./animals-messages";
import { TagLoadForm } from "./tag-load-form";
import { TagRow } from "./tag-row";
import { tagsMessages, tagStateMessages } from "./tags-messages";
import "./animals.css";
import "./tags.css";

/** The state and page in the URL, so a reload and the back button keep them; a new state starts at page 1. */
function useTagFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => tagFiltersOf(search), [search]);
  const change = (next: Partial<TagFilters>) => {
    const merged: TagFilters = { ...filters, page: 1, ...next };
    const params = new URLSearchParams();
    if (merged.state) params.set("state", merged.state);
    if (merged.page > 1) params.set("page", String(merged.page));
    setSearch(params, { replace: true });
  };
  return { filters, change };
}

export default function TagsPage() {
  const t = useMessages(tagsMessages);
  const s = useMessages(tagStateMessages);
  const a = useMessages(animalsMessages);
  const { filters, change } = useTagFilters();
  const list = useOrgQuery((org) => animalQueries.tags(org, filters));
  // Loading tags and setting their state is for owners and admins (the API's rule, docs/animals.md).
  const canManage = useCanManageHerd();
  const [loadOpen, setLoadOpen] = useState(false);
  const filtering = filters.state !== "";
  const openLoad = () => setLoadOpen(true);

  const actions = canManage ? (
    <button
      type="button"
      className="btn btn-primary"
      aria-expanded={loadOpen}
      aria-controls="tag-load"
      onClick={() => setLoadOpen((open) => !open)}
    >
      {t.loadAction}
    </button>
  ) : null;

  return (
    <PageFrame title={t.title} description={t.description} actions={actions}>
      <BackLink to={paths.animals} label={t.back} />
      {canManage && loadOpen ? (
        <div id="tag-load">
          <TagLoadForm />
        </div>
      ) : null}
      <div className="tag-filters">
        <SelectField
          label={t.state}
          value={filters.state}
          onChange={(e) => change({ state: e.target.value as TagFilters["state"] })}
        >
          <option value="">{t.allStates}</option>
          {TAG_STATES.map((state) => (
            <option key={state} value={state}>
              {s[state]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="tag-results" aria-busy={list.isFetching}>
        <QueryState
          query={list}
          texts={t}
          isEmpty={(d) => d.tags.length === 0}
          filtering={filtering}
          noMatch={t.noMatch}
        >
          {(data) =>
            data.tags.length === 0 && !filtering ? (
              <EmptyState
                icon="tag"
                title={canManage ? t.emptyTitle : t.emptyTitleMember}
                description={canManage ? t.emptyText : t.emptyMember}
                action={
                  canManage ? (
                    loadOpen ? null : (
                      <button type="button" className="btn btn-primary" onClick={openLoad}>
                        {t.loadAction}
                      </button>
                    )
                  ) : (
                    <Link className="btn btn-primary" to={paths.animalTagging}>
                      {a.tagging}
                    </Link>
                  )
                }
              />
            ) : (
              <>
                <p className="muted" aria-live="polite">
                  {t.count(data.total)}
                </p>
                <ul className="tag-list" aria-label={t.listLabel}>
                  {data.tags.map((tag) => (
                    <TagRow key={tag.number} tag={tag} canManage={canManage} />
                  ))}
                </ul>
                <PagesNav
                  className="tag-pages"
                  data={data}
                  page={filters.page}
                  onPage={(page) => change({ page })}
                  texts={t}
                />
              </>
            )
          }
        </QueryState>
      </div>
    </PageFrame>
  );
}
