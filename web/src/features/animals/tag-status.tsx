// Whether a read tag is new or already on an animal: the list searched by its full number (cached, so a tag
// read again asks once). Without signal it stays "Sin verificar"; the server checks again when saving.
import { Link } from "react-router-dom";
import { animalQueries } from "../../data/animals";
import { animalFiltersOf } from "../../data/api/animals-api";
import { useOrgQuery } from "../../data/org-query";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { flowMessages } from "./flow-messages";

export function TagStatus({ tag }: { tag: string }) {
  const t = useMessages(flowMessages);
  const found = useOrgQuery((orgId) => animalQueries.list(orgId, animalFiltersOf(new URLSearchParams({ q: tag }))));
  if (found.data === undefined) {
    return <span className="badge badge-muted">{found.error ? t.unchecked : t.checking}</span>;
  }
  const animal = found.data.animals.find((a) => a.tag === tag);
  return animal ? (
    <Link className="badge badge-danger" to={paths.animalDetail.to(animal.id)}>
      {t.alreadyTagged}
    </Link>
  ) : (
    <span className="badge">{t.newTag}</span>
  );
}
