// Configuración › Espacio de archivos (owners and admins): how much of the organization's quota its uploads
// (note photos, invoice files) use, with a bar; past the quota the API refuses uploads (docs/storage.md).
import { formatBytes, usedShare, type StorageUsage } from "@shared/storage-values";
import { useAtomValue } from "jotai";
import { LoadError } from "../../components/load-error";
import { storageQueries } from "../../data/storage";
import { useOrgQuery } from "../../data/org-query";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { canSeeStorage } from "../../lib/roles";
import { selectedOrganizationAtom } from "../../lib/session";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

/** From this share of the quota on, the card says that little room is left. */
const NEARLY_FULL = 0.9;

export function StorageSection() {
  const organization = useAtomValue(selectedOrganizationAtom);
  if (!organization || !canSeeStorage(organization.role)) return null;
  return <StorageCard key={organization.id} />;
}

function StorageCard() {
  const t = useMessages(configurationMessages);
  const usage = useOrgQuery((orgId) => storageQueries.usage(orgId));
  return (
    <SettingsCard id="storage" title={t.storageTitle} subtitle={t.storageText}>
      {usage.data ? (
        <StorageBar usage={usage.data} />
      ) : usage.isError ? (
        <LoadError message={errorMessage(usage.error, t.storageError)} onRetry={() => usage.refetch()} />
      ) : (
        <p className="muted">{t.storageLoading}</p>
      )}
    </SettingsCard>
  );
}

function StorageBar({ usage }: { usage: StorageUsage }) {
  const t = useMessages(configurationMessages);
  const locale = useLocale() === "en" ? "en-US" : "es-AR";
  const used = formatBytes(usage.used_bytes, locale);
  const quota = formatBytes(usage.quota_bytes, locale);
  const share = usedShare(usage);
  const percent = Math.round(share * 100);
  return (
    <div className="storage-usage">
      <p id="storage-used">{t.storageUsed(used, quota)}</p>
      <div
        className="storage-bar"
        role="meter"
        aria-labelledby="storage-used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.storageShare(percent)}
        data-level={share >= NEARLY_FULL ? "full" : "ok"}
      >
        <div className="storage-bar-fill" style={{ width: `${share * 100}%` }} />
      </div>
      {share >= NEARLY_FULL ? <p className="muted">{share >= 1 ? t.storageFull : t.storageNearlyFull}</p> : null}
    </div>
  );
}
