// One animal (/animales/{id}, docs/animals.md): its facts, the tags it wore before, its weight and daily gain,
// and its history, each entry opening its record of the log; owners and admins replace a lost button.
import type { Animal } from "@shared/animal-types";
import { formatTag } from "@shared/tag-number";
import { Link, useParams } from "react-router-dom";
import { Fact } from "../../components/fact";
import { InlineLoading } from "../../components/loading-screen";
import { PageFrame } from "../../components/page-frame";
import { BackLink } from "../../components/record-actions";
import { RecordNotFound } from "../../components/record-missing";
import { animalQueries } from "../../data/animals";
import { useOrgQuery } from "../../data/org-query";
import { errorMessage } from "../../lib/api/client";
import { useCanManageHerd } from "../../lib/herd/use-can-manage";
import { formatDay } from "../../lib/dates";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { RegistrationChip } from "./animal-registration-chip";
import { AnimalHistory } from "./animal-history";
import { AnimalWeight } from "./animal-weight";
import { RetagButton } from "./retag-button";
import { animalDetailMessages, animalValueMessages } from "./animals-messages";
import "../../components/herd/herd.css";
import "./animals.css";

function AnimalFacts({ animal }: { animal: Animal }) {
  const t = useMessages(animalDetailMessages);
  const v = useMessages(animalValueMessages);
  return (
    <dl className="card animal-facts" aria-label={t.facts}>
      <Fact term={t.tag}>{formatTag(animal.tag)}</Fact>
      <Fact term={t.visual}>{animal.visual || t.none}</Fact>
      <Fact term={t.sex}>{v[animal.sex]}</Fact>
      <Fact term={t.category}>{animal.category}</Fact>
      <Fact term={t.rodeo}>
        <Link to={paths.rodeoDetail.to(animal.rodeo_id)}>{animal.rodeo}</Link>
      </Fact>
      <Fact term={t.birth}>
        {animal.birth_date
          ? `${formatDay(animal.birth_date)}${animal.birth_estimated ? ` ${t.estimated}` : ""}`
          : t.none}
      </Fact>
      <Fact term={t.dam}>{animal.dam_tag ? formatTag(animal.dam_tag) : t.none}</Fact>
      <Fact term={t.tagged}>{formatDay(animal.tagged_at)}</Fact>
      <Fact term={t.registration}>
        {animal.registration === "registrada" && animal.registered_at ? (
          t.registeredOn(formatDay(animal.registered_at), animal.registration_reference)
        ) : (
          <RegistrationChip animal={animal} />
        )}
      </Fact>
      <Fact term={t.state}>
        {v[animal.state]}
        {animal.ended_movement_id !== null ? (
          <>
            {" · "}
            <Link to={paths.movementDetail.to(animal.ended_movement_id)}>{t.endedBy}</Link>
          </>
        ) : null}
      </Fact>
    </dl>
  );
}

export default function AnimalDetailPage() {
  const t = useMessages(animalDetailMessages);
  const raw = useParams().id;
  const animalId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const detail = useOrgQuery((orgId) => animalQueries.detail(orgId, animalId ?? 0), animalId !== null);
  const canManage = useCanManageHerd();
  const back = <BackLink to={paths.animals} label={t.back} />;
  const notFound = (description: string) => (
    <RecordNotFound
      icon="tag"
      back={paths.animals}
      description={description}
      texts={{ title: t.notFoundTitle, notFound: t.notFound, back: t.back }}
    />
  );
  if (animalId === null) return notFound(t.notFound);
  if (!detail.data) {
    if (detail.error) return notFound(errorMessage(detail.error, t.loadError));
    return (
      <PageFrame title={t.loading}>
        {back}
        <InlineLoading label={t.loading} />
      </PageFrame>
    );
  }
  const { animal, history, daily_gain, previous_tags } = detail.data;
  // Only a living animal gets a new button; one that ended keeps the tag it left with.
  const actions =
    canManage && animal.state === "activo" ? <RetagButton animalId={animal.id} tag={animal.tag} /> : undefined;
  return (
    <PageFrame
      title={t.title(formatTag(animal.tag))}
      description={`${animal.category} · ${animal.rodeo}`}
      actions={actions}
    >
      {back}
      <AnimalFacts animal={animal} />
      <div className="animal-sections">
        {previous_tags.length > 0 ? (
          <section className="card" aria-labelledby="animal-previous-tags">
            <h2 id="animal-previous-tags">{t.previousTags}</h2>
            <ul>
              {previous_tags.map((tag) => (
                <li key={tag}>{formatTag(tag)}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <AnimalWeight gain={daily_gain} history={history} />
        <AnimalHistory entries={history} tag={animal.tag} />
      </div>
    </PageFrame>
  );
}
