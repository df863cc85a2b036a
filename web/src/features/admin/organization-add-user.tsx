// 'Agregar usuario' of the Organizations detail (docs/administration.md): POST /organization/add-user-admin with the
// organization. A verified account joins at once, an unverified one is invited, a new one gets an activation
// link; the toast shows the API's message, which says which.
import { addUserAdminSchema } from "@shared/auth-schemas";
import { toast } from "../../lib/toast";
import { SelectField } from "../../components/form-parts";
import { FormDialog } from "../../components/form-dialog";
import { TextField } from "../../components/text-field";
import { RoleOptions } from "../../components/named-options";
import { useMessages } from "../../lib/i18n";
import { ROLES } from "../../lib/roles";
import { useZodForm } from "../../lib/use-zod-form";
import { useAddUserToOrganization } from "../../data/admin-organizations";
import type { AddUserInput } from "../../data/api/organizations-api";
import { organizationsMessages } from "./organizations-messages";

/** What the form checks: the fields of the API's body it shows. */
const addUserFields = addUserAdminSchema.pick({ email: true, first_name: true, last_name: true, role: true });

export function OrganizationAddUser({
  organization,
  onClose,
  onAdded,
}: {
  organization: { id: number; name: string };
  onClose: () => void;
  onAdded: () => void;
}) {
  const t = useMessages(organizationsMessages);
  const add = useAddUserToOrganization();
  const form = useZodForm<AddUserInput, typeof addUserFields>(addUserFields, {
    email: "",
    first_name: "",
    last_name: "",
    role: "user",
  });
  const { handleSubmit, field, selectField, setServerError } = form;

  const submit = handleSubmit(async (values) => {
    try {
      toast.success(await add.mutateAsync({ organizationId: organization.id, input: values }));
      onAdded();
    } catch (err) {
      setServerError(err, t.addError);
    }
  });

  return (
    <FormDialog
      title={t.addUserTitle(organization.name)}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t.add}
      busyLabel={t.adding}
    >
      <p className="muted">{t.addUserHint}</p>
      <TextField label={t.email} type="email" autoComplete="off" {...field("email")} />
      <div className="field-row">
        <TextField label={t.firstName} {...field("first_name")} />
        <TextField label={t.lastName} {...field("last_name")} />
      </div>
      <SelectField label={t.role} {...selectField("role")}>
        <RoleOptions roles={ROLES} />
      </SelectField>
    </FormDialog>
  );
}
