// One lot's figures as the list shows them: field, hectares, head per category, head and EV/ha.
import { HeadChips } from "../../components/herd/head-chips";
import type { StoreLot } from "../../lib/store";
import { evPerHa, formatEvPerHa, formatHectares, formatInt, headByCategory, lotEv } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import { lotsMessages } from "./lots-messages";

export function LotFigures({ lot }: { lot: StoreLot }) {
  const t = useMessages(lotsMessages);
  const categories = headByCategory(lot.animals ?? []);
  const ev = evPerHa(lotEv(lot), lot.hectares);
  return (
    <>
      <p className="lot-meta">
        <span>{lot.field?.name ?? t.noField}</span>
        <span aria-hidden="true"> · </span>
        <span>{formatHectares(lot.hectares ?? 0)}</span>
      </p>
      {categories.length ? (
        <HeadChips categories={categories} label={t.head} />
      ) : (
        <p className="lot-meta muted">{t.noAnimals}</p>
      )}
      <dl className="lot-figures figures">
        <div>
          <dt>{t.head}</dt>
          <dd>{formatInt(lot.total ?? 0)}</dd>
        </div>
        <div>
          <dt>{t.evHa}</dt>
          <dd>{formatEvPerHa(ev)}</dd>
        </div>
      </dl>
    </>
  );
}
