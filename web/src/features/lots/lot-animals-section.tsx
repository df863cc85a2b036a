// The lot's animals: one row per category and rodeo with edit count and delete, and the transfer
// between categories and record deaths dialogs.
import { useState } from "react";
import { useMessages } from "../../lib/i18n";
import type { StoreLot } from "../../lib/store";
import { LotAnimalRow } from "./lot-animal-row";
import { LotDeathsDialog } from "./lot-deaths-dialog";
import { lotDetailMessages } from "./lot-detail-messages";
import { LotTransferDialog } from "./lot-transfer-dialog";
import { num, TableHead } from "../../components/table-head";

export function LotAnimalsSection({ lot, orgId }: { lot: StoreLot; orgId: number }) {
  const t = useMessages(lotDetailMessages);
  const [dialog, setDialog] = useState<"transfer" | "deaths" | null>(null);
  const rows = (lot.animals ?? []).filter((a) => a.count > 0);
  const hasRodeo = (lot.rodeos ?? []).length > 0;
  return (
    <section className="card" aria-labelledby="lot-animals-title">
      <div className="section-head">
        <h2 id="lot-animals-title">{t.animalsTitle}</h2>
        <div className="action-row">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={!rows.length}
            onClick={() => setDialog("transfer")}
          >
            {t.transfer}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={!hasRodeo || !rows.length}
            onClick={() => setDialog("deaths")}
          >
            {t.deathsButton}
          </button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t.noAnimals}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table stack-table lot-animals-table">
            <TableHead
              columns={[t.category, t.rodeo, num(t.count), <span className="visually-hidden">{t.actions}</span>]}
            />
            <tbody>
              {rows.map((row) => (
                <LotAnimalRow key={row.id} row={row} lotId={lot.id} orgId={orgId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog === "transfer" ? <LotTransferDialog lot={lot} orgId={orgId} onClose={() => setDialog(null)} /> : null}
      {dialog === "deaths" ? <LotDeathsDialog lot={lot} orgId={orgId} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
