// Registro de datos (/data/{id}), as docs/client-rules.md describes it: Activo / Eliminado badge, title, the
// date (day only) and type label, the detail (or the reference), and the edit history with the
// editors' names; the loading screen until all of it is here. Edit and delete for those allowed.
import { movementEntryLabel } from "@shared/movement-types";
import { kindForType } from "@shared/movement-schemas";
import { formatTag } from "@shared/tag-number";
import { Link } from "react-router-dom";
import { useAtomValue } from "jotai";
import { useParams } from "react-router-dom";
import { useConfirm } from "../../components/confirm-dialog";
import { Fact } from "../../components/fact";
import { LoadingScreen } from "../../components/loading-screen";
import { MovementFormHost, useEditMovement } from "../../components/movement-form";
import { PageFrame } from "../../components/page-frame";
import { RecordNotFound } from "../../components/record-missing";
import { errorMessage } from "../../lib/api/client";
import { dayOf, formatLongRecordDay } from "../../lib/dates";
import { useCategoryNouns } from "../../lib/herd/category-nouns";
import { useClearanceOf } from "../../lib/herd/clearance";
import { useLocale, useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import { currentUserAtom, organizationsAtom } from "../../lib/session";
import { useRodeos } from "../../data/rodeos";
import { useLots } from "../../data/lots";
import { fieldCrossing } from "./field-crossing";
import { SaleInvoice } from "../billing";
import { EditHistory } from "./edit-history";
import { canChangeMovement } from "./movement-permissions";
import { animalsText, detailText, mainFigure } from "./movement-text";
import { useDeleteMovement } from "../../data/movements";
import { listedTags } from "./movement-tags";
import { detailMessages } from "./movements-messages";
import { useEditorNames } from "./use-editor-names";
import { useMovement } from "./use-movement";
import "./movements.css";
import { BackLink, EditDeleteActions } from "../../components/record-actions";

/** A session of hundreds of reads shows its first tags; the animals list has them all. */
const TAGS_SHOWN = 30;

/** One empty list while loading, so children and memos see the same array. */
const NONE: never[] = [];

export default function MovementDetailPage() {
  const t = useMessages(detailMessages);
  const { id } = useParams();
  const { movement, error, notFound } = useMovement(id);
  const deleteMovement = useDeleteMovement();
  const history = movement?.metadata?.editHistory ?? [];
  // A record a rancher confirmed by WhatsApp names who confirmed it (the app's forms show no author).
  const author = movement?.metadata?.source === "whatsapp" ? movement.created_by : null;
  const { names, ready } = useEditorNames([...history.map((h) => h.editedBy), ...(author ? [author] : [])]);
  const user = useAtomValue(currentUserAtom);
  const organizations = useAtomValue(organizationsAtom);
  const rodeos = useRodeos().data ?? NONE;
  const lots = useLots().data ?? NONE;
  const edit = useEditMovement();
  const clearanceOf = useClearanceOf();
  const nounOf = useCategoryNouns();
  const locale = useLocale();
  const deletion = useConfirm();

  if (notFound || (error && !movement)) {
    const description = notFound ? t.notFoundText : errorMessage(error, t.notFound);
    return <RecordNotFound icon="list" texts={t} back={paths.movements} description={description} />;
  }
  if (!movement || !ready) return <LoadingScreen />;

  const deleted = movement.metadata?.deletedBy != null;
  const role = organizations?.find((o) => o.id === movement.organization_id)?.role;
  const allowed = canChangeMovement(movement, role, user?.id);
  const rodeo = rodeos.find((r) => r.id === movement.rodeoId)?.name;
  const animals = animalsText(movement, nounOf);
  const figure = mainFigure(movement);
  const clearance = clearanceOf(movement);
  const crossing = fieldCrossing(movement, lots, rodeos);
  const tags = listedTags(movement);
  // A tagging has no form: it is undone by deleting it (docs/animals.md).
  const editable = kindForType(movement.type) !== null;

  return (
    <PageFrame
      title={t.title}
      actions={
        !allowed ? null : editable ? (
          <EditDeleteActions onEdit={() => edit(movement)} onDelete={() => deletion.open()} />
        ) : (
          <button type="button" className="btn btn-danger" onClick={() => deletion.open()}>
            {t.delete}
          </button>
        )
      }
    >
      <BackLink to={paths.movements} label={t.back} />
      <article className="card mv-detail">
        <span className={deleted ? "badge mv-badge-deleted" : "badge"}>{deleted ? t.deleted : t.active}</span>
        {clearance ? <span className="badge badge-earth mv-clearance">{clearance}</span> : null}
        <dl className="mv-facts">
          <Fact term={t.date}>
            <time dateTime={dayOf(movement.date)}>{formatLongRecordDay(movement.date, locale)}</time>
          </Fact>
          <Fact term={t.type}>{movementEntryLabel(movement)}</Fact>
          {rodeo ? <Fact term={t.rodeo}>{rodeo}</Fact> : null}
          {crossing ? (
            <Fact term={crossing.way === "in" ? t.fieldIn : t.fieldOut}>
              {t.fieldRenspa(crossing.name, crossing.renspa)}
            </Fact>
          ) : null}
          {animals ? <Fact term={t.animals}>{animals}</Fact> : null}
          {figure ? <Fact term={t.figure}>{figure}</Fact> : null}
          {tags.length ? (
            <Fact term={t.tags(tags.length)}>
              <ul className="mv-tags">
                {tags.slice(0, TAGS_SHOWN).map(({ tag, kg }) => (
                  <li key={tag}>
                    <Link to={`${paths.animals}?q=${tag}`}>{formatTag(tag)}</Link>
                    {kg !== null ? ` · ${t.kg(kg)}` : null}
                  </li>
                ))}
                {tags.length > TAGS_SHOWN ? <li>{t.moreTags(tags.length - TAGS_SHOWN)}</li> : null}
              </ul>
            </Fact>
          ) : null}
          {movement.metadata?.source === "whatsapp" ? (
            <Fact term={t.source}>{t.whatsappBy((author ? names.get(author) : null) ?? t.unknownUser)}</Fact>
          ) : null}
        </dl>
        {detailText(movement) ? (
          <div className="mv-detail-text">
            <h2 className="visually-hidden">{t.detail}</h2>
            <p>{detailText(movement)}</p>
          </div>
        ) : null}
      </article>
      {movement.type === "SELL" && !deleted ? <SaleInvoice movementId={movement.id} /> : null}
      <EditHistory history={history} names={names} />
      {deletion.render(() => ({
        title: t.confirmTitle,
        confirmLabel: t.delete,
        text: t.confirmText,
        // The page then shows the deleted copy.
        onConfirm: () =>
          deletion.run(
            deleteMovement.mutateAsync({ orgId: movement.organization_id, movementId: movement.id }),
            t.deletedToast,
            t.deleteError,
          ),
      }))}
      <MovementFormHost />
    </PageFrame>
  );
}
