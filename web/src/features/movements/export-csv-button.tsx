// "Exportar CSV": walks every page of the current filter, shows the running count, then downloads.
import type { Lot, Rodeo } from "@shared/herd-types";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { downloadCsv, fetchAllMovements, movementsToCsv } from "./csv-export";
import { todayIso } from "../../lib/dates";
import type { MovementFilters } from "./movement-filters-state";
import { formatNumber } from "./movement-text";
import { movementsMessages } from "./movements-messages";

interface Props {
  orgId: number | null;
  filters: MovementFilters;
  rodeos: readonly Rodeo[];
  lots: readonly Lot[];
}

export function ExportCsvButton({ orgId, filters, rodeos, lots }: Props) {
  const t = useMessages(movementsMessages);
  const [progress, setProgress] = useState<number | null>(null);
  const signal = useRef({ cancelled: false });
  useEffect(() => {
    const current = signal.current;
    return () => {
      current.cancelled = true;
    };
  }, []);

  async function run() {
    if (orgId === null || progress !== null) return;
    setProgress(0);
    try {
      const movements = await fetchAllMovements(orgId, filters, setProgress, signal.current);
      if (signal.current.cancelled) return;
      const rodeoNames = new Map(rodeos.map((r) => [r.id, r.name]));
      const lotNames = new Map(lots.map((l) => [l.id, l.name]));
      const csv = movementsToCsv(movements, {
        rodeo: (id) => (id ? (rodeoNames.get(id) ?? `#${id}`) : ""),
        lot: (id) => (id ? (lotNames.get(id) ?? `#${id}`) : ""),
      });
      downloadCsv(csv, `registros-${todayIso()}.csv`);
      toast.success(t.exported(formatNumber(movements.length)));
    } catch (e) {
      toast.error(errorMessage(e, t.exportError));
    } finally {
      if (!signal.current.cancelled) setProgress(null);
    }
  }

  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={progress !== null || orgId === null} onClick={run}>
        {progress !== null ? t.exporting(formatNumber(progress)) : t.exportCsv}
      </button>
      {progress !== null ? (
        <span className="visually-hidden" role="status">
          {t.exporting(formatNumber(progress))}
        </span>
      ) : null}
    </>
  );
}
