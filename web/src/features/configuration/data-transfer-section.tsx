// "Tus datos" (issue #17, owners only): download every record of the organization, or load another
// organization's export into this one while it is still empty. The API refuses everyone else too.
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../lib/api/client";
import { downloadBlob } from "../../lib/download";
import { toastError } from "../../lib/error-toast";
import { useMessages } from "../../lib/i18n";
import { queryClient } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { canDeleteOrganization } from "../../lib/roles";
import { selectedOrganizationAtom, type Organization } from "../../lib/session";
import { configurationMessages } from "./configuration-messages";
import { exportJsonOf, exportOrganization, importOrganization } from "./data-transfer-api";
import { SettingsCard } from "./settings-card";

export function DataTransferSection() {
  const organization = useAtomValue(selectedOrganizationAtom);
  // The organization is the owner's: the same rule as deleting it.
  if (!organization || !canDeleteOrganization(organization.role)) return null;
  return <DataTransfer key={organization.id} organization={organization} />;
}

function DataTransfer({ organization }: { organization: Organization }) {
  const t = useMessages(configurationMessages);
  const fileId = useId();
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  async function onExport() {
    setExporting(true);
    try {
      const zip = await exportOrganization(organization.id);
      downloadBlob(zip, `tropero-${organization.id}-${new Date().toISOString().slice(0, 10)}.zip`);
    } catch (err) {
      toastError(errorMessage(err, t.exportError), err);
    } finally {
      setExporting(false);
    }
  }

  async function onImport(file: File | undefined) {
    if (!file) return;
    setImportError(null);
    setProgress(0);
    try {
      const json = await exportJsonOf(file);
      if (!json) throw new Error(t.importNoJson);
      await importOrganization(organization.id, json, setProgress);
      await queryClient.invalidateQueries({ queryKey: queryKeys.org(organization.id) });
      toast.success(t.importDone);
    } catch (err) {
      setImportError(
        err instanceof Error && err.message === t.importNoJson ? err.message : errorMessage(err, t.importError),
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <SettingsCard id="data" title={t.dataTitle} subtitle={t.dataText}>
      <div className="form-actions">
        <button
          type="button"
          className="btn"
          onClick={() => void onExport()}
          disabled={exporting}
          aria-busy={exporting}
        >
          {exporting ? t.exporting : t.exportData}
        </button>
      </div>
      <h3 className="card-title">{t.importTitle}</h3>
      <div className="field">
        <label htmlFor={fileId}>{t.importFile}</label>
        <input
          id={fileId}
          type="file"
          className="input"
          accept=".zip,.json,application/zip,application/json"
          disabled={progress !== null}
          aria-describedby={`${fileId}-hint${importError ? ` ${fileId}-error` : ""}`}
          onChange={(e) => {
            void onImport(e.currentTarget.files?.[0]);
            e.currentTarget.value = "";
          }}
        />
        <span id={`${fileId}-hint`} className="field-hint">
          {t.importText}
        </span>
      </div>
      {progress !== null ? (
        <p role="status">
          {t.importing} <progress max={1} value={progress} aria-label={t.importing} />
        </p>
      ) : null}
      {importError ? (
        <p id={`${fileId}-error`} className="field-error" role="alert">
          {importError}
        </p>
      ) : null}
    </SettingsCard>
  );
}
