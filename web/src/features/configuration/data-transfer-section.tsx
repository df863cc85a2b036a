// "Tus datos" (docs/export-and-backup.md, owners only): download every record of the organization, or load another
// organization's export into this one while it is still empty. The API refuses everyone else too.
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { toast } from "../../lib/toast";
import { errorMessage } from "../../lib/api/client";
import { downloadBlob } from "../../lib/download";
import { toastError } from "../../lib/error-toast";
import { useMessages } from "../../lib/i18n";
import { canDeleteOrganization } from "../../lib/roles";
import { selectedOrganizationAtom, type Organization } from "../../lib/session";
import { configurationMessages } from "./configuration-messages";
import { useExportOrganization, useImportOrganization } from "../../data/account";
import { exportJsonOf } from "../../data/api/data-transfer-api";
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
  const exportData = useExportOrganization();
  const importData = useImportOrganization();
  const exporting = exportData.isPending;
  const [progress, setProgress] = useState<number | null>(null);
  const [importError, setImportError] = useState<string | null>(null);

  function onExport() {
    exportData.mutate(organization.id, {
      onSuccess: (zip) => downloadBlob(zip, `tropero-${organization.id}-${new Date().toISOString().slice(0, 10)}.zip`),
      onError: (err) => toastError(errorMessage(err, t.exportError), err),
    });
  }

  async function onImport(file: File | undefined) {
    if (!file) return;
    setImportError(null);
    setProgress(0);
    try {
      const json = await exportJsonOf(file);
      if (!json) throw new Error(t.importNoJson);
      await importData.mutateAsync({ orgId: organization.id, json, onProgress: setProgress });
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
        <button type="button" className="btn" onClick={onExport} disabled={exporting} aria-busy={exporting}>
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
