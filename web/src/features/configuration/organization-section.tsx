// Settings of the selected organization: rename (owners, admins; the API's organizationNameSchema)
// and delete (owners only).
import { organizationNameSchema } from "@shared/auth-schemas";
import { useAtomValue } from "jotai";
import { toast } from "../../lib/toast";
import { useConfirm } from "../../components/confirm-dialog";
import { FormActions } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { canDeleteOrganization, canRenameOrganization, roleLabel } from "../../lib/roles";
import { selectedOrganizationAtom, type Organization } from "../../lib/session";
import { useDeleteOrganization, useRenameOrganization } from "../../data/organizations";
import { useZodForm } from "../../lib/use-zod-form";
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
  const deletion = useConfirm();
  const { handleSubmit, field, watch } = useZodForm<{ name: string }, typeof organizationNameSchema>(
    organizationNameSchema,
    { name: organization.name },
    { messages: { name: (message, v) => (v.name.trim() ? message : t.required) } },
  );
  const rename = useRenameOrganization();
  const deleteOrganization = useDeleteOrganization();
  const mayRename = canRenameOrganization(organization.role);

  const onSubmit = handleSubmit(({ name }) =>
    rename.mutate({ orgId: organization.id, name }, { onSuccess: () => toast.success(t.organizationSaved) }),
  );
  const { error: nameError, ...name } = field("name");
  const error = rename.error ? errorMessage(rename.error, t.genericError) : null;

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
          <TextField label={t.organizationName} maxLength={100} {...name} error={nameError ?? error} />
          <FormActions busy={rename.isPending} disabled={watch("name").trim() === organization.name} label={t.save} />
        </form>
      ) : null}
      {canDeleteOrganization(organization.role) ? (
        <div className="danger-zone">
          <p className="muted">{t.deleteOrganizationText}</p>
          <button type="button" className="btn btn-danger" onClick={() => deletion.open()}>
            {t.deleteOrganization}
          </button>
        </div>
      ) : null}
      {deletion.render(() => ({
        title: t.deleteOrganization,
        confirmLabel: t.delete,
        text: t.deleteOrganizationConfirm(organization.name),
        children: <p className="muted">{t.deleteOrganizationText}</p>,
        onConfirm: () =>
          deletion.run(deleteOrganization.mutateAsync(organization.id), t.organizationDeleted, t.deleteError),
      }))}
    </SettingsCard>
  );
}
