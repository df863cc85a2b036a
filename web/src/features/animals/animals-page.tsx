// Animales (/animales, docs/animals.md): the tagged animals a page at a time under filters kept in the URL,
// the CSV of the filtered list, the ways to the tagging and weighing flows and to the tags owned, and, on the
// pending list, the SENASA registration.
import { Link } from "react-router-dom";
import { EmptyState } from "../../components/empty-state";
import { PageFrame } from "../../components/page-frame";
import { PagesNav } from "../../components/pager";
import { QueryState } from "../../components/query-state";
import { animalQueries } from "../../data/animals";
import { downloadAnimalsCsv } from "../../data/api/animals-api";
import { useOrgId, useOrgQuery } from "../../data/org-query";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { errorMessage } from "../../lib/api/client";
import { todayIso } from "../../lib/dates";
import { toastError } from "../../lib/error-toast";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { AnimalFilterBar } from "./animal-filter-bar";
import { AnimalRow } from "./animal-row";
import { animalsMessages } from "./animals-messages";
import { RegistrationPanel } from "./registration-panel";
import { useAnimalFilters } from "./use-animal-filters";
import "./animals.css";

export default function AnimalsPage() {
  const t = useMessages(animalsMessages);
  const orgId = useOrgId();
  const { filters, change, filtering } = useAnimalFilters();
  const list = useOrgQuery((org) => animalQueries.list(org, filters));
  // Marking animals registered is for owners and admins (docs/animals.md).
  const canRegister = useCanManageHerd();

  async function exportCsv() {
    if (orgId === null) return;
    try {
      await downloadAnimalsCsv(orgId, filters, t.exportFile(todayIso()));
    } catch (e) {
      toastError(errorMessage(e, t.exportError), e);
    }
  }

  const actions = (
    <>
      <Link className="btn btn-primary" to={paths.animalTagging}>
        {t.tagging}
      </Link>
      <Link className="btn btn-secondary" to={paths.animalWeighing}>
        {t.weighing}
      </Link>
      <Link className="btn btn-secondary" to={paths.animalTags}>
        {t.tags}
      </Link>
    </>
  );

  return (
    <PageFrame title={t.title} description={t.description} actions={actions}>
      <AnimalFilterBar filters={filters} onChange={change} />
      <div className="animal-results" aria-busy={list.isFetching}>
        <QueryState
          query={list}
          texts={t}
          isEmpty={(d) => d.animals.length === 0}
          filtering={filtering}
          noMatch={t.noMatch}
        >
          {(data) =>
            data.animals.length === 0 && !filtering ? (
              <EmptyState
                icon="tag"
                title={t.emptyTitle}
                description={t.emptyText}
                action={
                  <Link className="btn btn-primary" to={paths.animalTagging}>
                    {t.tagging}
                  </Link>
                }
              />
            ) : (
              <>
                <div className="section-head">
                  <p className="muted" aria-live="polite">
                    {t.count(data.total)}
                  </p>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => void exportCsv()}>
                    {t.exportCsv}
                  </button>
                </div>
                {filters.registration === "pendiente" && canRegister && orgId !== null ? (
                  <RegistrationPanel
                    key={data.animals.map((a) => a.id).join(",")}
                    orgId={orgId}
                    tags={data.animals.map((a) => a.tag)}
                  />
                ) : null}
                <ul className="animal-list" aria-label={t.listLabel}>
                  {data.animals.map((a) => (
                    <AnimalRow key={a.id} animal={a} />
                  ))}
                </ul>
                <PagesNav
                  className="animal-pages"
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
