// The rodeo's stock per category, with EV, and its total.
import { formatEv, formatInt, sumEv, sumHead } from "../../lib/herd/figures";
import { useMessages } from "../../lib/i18n";
import type { StoreRodeo } from "../../lib/store";
import { rodeosMessages } from "./rodeos-messages";
import { num, TableHead } from "../../components/table-head";
import { TitledCard } from "../../components/titled-card";

export function RodeoStock({ rodeo }: { rodeo: StoreRodeo }) {
  const t = useMessages(rodeosMessages);
  const rows = rodeo.stock.filter((s) => s.count > 0);
  return (
    <TitledCard id="rodeo-stock" title={t.stockTitle}>
      {rows.length === 0 ? (
        <p className="muted">{t.noStock}</p>
      ) : (
        <table className="data-table">
          <TableHead columns={[t.category, num(t.count), num(t.ev)]} />
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.category}</th>
                <td className="num">{formatInt(s.count)}</td>
                <td className="num">{formatEv(s.count * s.ev)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t.total}</th>
              <td className="num">{formatInt(sumHead(rows))}</td>
              <td className="num">{formatEv(sumEv(rows))}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </TitledCard>
  );
}
