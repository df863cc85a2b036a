// Settings of the selected organization: rename (owners, admins) and delete (owners only).
import { useAtomValue } from "jotai";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormActions } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { canDeleteOrganization, canRenameOrganization, roleLabel } from "../../lib/roles";
import { refetchOrganizations, selectedOrganizationAtom, type Organization } from "../../lib/session";
import { useAction } from "../../lib/use-action";
import { deleteOrganization, renameOrganization } from "./configuration-api";
import { configurationMessages } from "./configuration-messages";
import { SettingsCard } from "./settings-card";

export function OrganizationSection() {
  const organization = useAtomValue(selectedOrganizationAtom);
  // Keyed so the form resets when the user switches organization.
  return organization ? <OrganizationSettings key={organization.id} organization={organization} /> : null;
}

function OrganizationSettings({ organization }: { organization: Organization }) {
  const t = useMessages(configurationMessages);
  const locale = useLocale();
  const [name, setName] = useState(organization.name);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, setError, run } = useAction();
  const mayRename = canRenameOrganization(organization.role);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError(t.required);
    void run(
      async () => {
        await renameOrganization(organization.id, name.trim());
        await refetchOrganizations();
      },
      { success: t.organizationSaved, fallback: t.genericError },
    );
  }

  async function onDelete() {
    try {
      await deleteOrganization(organization.id);
      toast.success(t.organizationDeleted);
      setConfirming(false);
      await refetchOrganizations();
    } catch (err) {
      toast.error(errorMessage(err, t.deleteError));
    }
  }

  return (
    <SettingsCard
      id="organization"
      title={
        <>
          {t.organizationTitle}: {organization.name}
        </>
      }
      subtitle={
        <>
          <span className="badge">{roleLabel(organization.role, locale)}</span>
          {mayRename ? null : <> {t.organizationReadOnly}</>}
        </>
      }
    >
      {mayRename ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          <TextField
            label={t.organizationName}
            value={name}
            maxLength={100}
            error={error}
            onChange={(e) => setName(e.target.value)}
          />
          <FormActions busy={busy} disabled={name.trim() === organization.name} label={t.save} />
        </form>
      ) : null}
      {canDeleteOrganization(organization.role) ? (
        <div className="danger-zone">
          <p className="muted">{t.deleteOrganizationText}</p>
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            {t.deleteOrganization}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t.deleteOrganization}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          onClose={() => setConfirming(false)}
          onConfirm={onDelete}
        >
          <p>{t.deleteOrganizationConfirm(organization.name)}</p>
          <p className="muted">{t.deleteOrganizationText}</p>
        </ConfirmDialog>
      ) : null}
    </SettingsCard>
  );
}
