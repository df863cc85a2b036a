// The lot's figures and, for managers, its editable data (name, hectares, field; PUT /lot/edit/{id}).
import { Link } from "react-router-dom";
import { toast } from "../../lib/toast";
import { Stat } from "../../components/herd/stat";
import { evPerHa, formatEvPerHa, formatHectares, formatInt, lotEv } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { paths } from "../../lib/paths";
import type { StoreLot } from "../../lib/store";
import { useEditLot } from "../../data/lots";
import { errorMessage } from "../../lib/api/client";
import { lotDetailMessages } from "./lot-detail-messages";
import { LotForm, type LotFormValues } from "./lot-form";
import { lotFormMessages } from "./lot-form-messages";

interface Props {
  lot: StoreLot;
  orgId: number;
  canManage: boolean;
  editing: boolean;
}

export function LotFiguresGrid({ lot }: { lot: StoreLot }) {
  const t = useMessages(lotDetailMessages);
  return (
    <dl className="stat-grid">
      <Stat label={t.head} value={formatInt(lot.total ?? 0)} />
      <Stat label={t.hectares} value={formatHectares(lot.hectares ?? 0)} />
      <Stat label={t.evHa} value={formatEvPerHa(evPerHa(lotEv(lot), lot.hectares ?? 0))} />
      <Stat label={t.deaths} value={formatInt(lot.deaths ?? 0)} />
    </dl>
  );
}

export function LotRodeos({ lot }: { lot: StoreLot }) {
  const t = useMessages(lotDetailMessages);
  return (
    <section className="card" aria-labelledby="lot-rodeos-title">
      <h2 id="lot-rodeos-title">{t.rodeosTitle}</h2>
      {(lot.rodeos ?? []).length === 0 ? (
        <p className="muted">{t.noRodeos}</p>
      ) : (
        <ul className="chip-list">
          {lot.rodeos.map((r) => (
            <li key={r.id}>
              <Link className="chip" to={paths.rodeoDetail.to(r.id)}>
                {r.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LotDataSection({ lot, orgId, canManage, editing }: Props) {
  const t = useMessages(lotDetailMessages);
  const f = useMessages(lotFormMessages);
  const edit = useEditLot();

  const save = (values: LotFormValues) =>
    edit.mutate({ orgId, lotId: lot.id, body: values }, { onSuccess: () => void toast.success(f.saved) });

  return (
    <section className="card" aria-labelledby="lot-data-title">
      <h2 id="lot-data-title">{t.dataTitle}</h2>
      {canManage ? (
        <LotForm
          // A new copy from the server (live edit elsewhere) resets the form.
          key={`${lot.id}-${lot.updated_at}`}
          initial={{ name: lot.name, hectares: lot.hectares, field_id: lot.field_id }}
          submitLabel={f.save}
          busy={edit.isPending}
          error={edit.error ? errorMessage(edit.error, f.saveError) : null}
          autoFocus={editing}
          onSubmit={save}
        />
      ) : (
        <p>
          {t.field}: {lot.field?.name ?? t.noField}
        </p>
      )}
    </section>
  );
}
