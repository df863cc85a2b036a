// "Exportar CSV": walks every page of the current filter, shows the running count, then downloads.
// One export at a time; leaving the page aborts it (nothing downloads, no toast).
import type { Lot, Rodeo } from "@shared/herd-types";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../lib/toast";
import { errorMessage } from "../../lib/api/client";
import { useCategoryNouns } from "../../lib/herd/category-nouns";
import { useMessages } from "../../lib/i18n";
import { useAppMutation } from "../../lib/query/query-client";
import { exportMovementsCsv, type CsvExport } from "./csv-export";
import type { MovementFilters } from "./movement-filters-state";
import { movementsMessages } from "./movements-messages";
import { toastError } from "../../lib/error-toast";

interface Props {
  orgId: number | null;
  filters: MovementFilters;
  rodeos: readonly Rodeo[];
  lots: readonly Lot[];
}

export function ExportCsvButton({ orgId, filters, rodeos, lots }: Props) {
  const t = useMessages(movementsMessages);
  const [progress, setProgress] = useState(0);
  const noun = useCategoryNouns();
  // The export running now, if any: set before the first await, so a second click cannot start another.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const exportCsv = useAppMutation({
    mutationFn: (input: CsvExport) => exportMovementsCsv(input),
    onSuccess: (count) => {
      if (count !== null) toast.success(t.exported(count));
    },
    onError: (e, { signal }) => {
      if (!signal.aborted) toastError(errorMessage(e, t.exportError), e);
    },
    onSettled: (_count, _error, { signal }) => {
      if (running.current?.signal === signal) running.current = null;
    },
  });

  function start() {
    if (orgId === null || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    exportCsv.mutate({ orgId, filters, rodeos, lots, noun, onProgress: setProgress, signal: controller.signal });
  }

  const exporting = exportCsv.isPending;
  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={exporting || orgId === null} onClick={start}>
        {exporting ? t.exporting(progress) : t.exportCsv}
      </button>
      {exporting ? (
        <span className="visually-hidden" role="status">
          {t.exporting(progress)}
        </span>
      ) : null}
    </>
  );
}
