// Add a member by email with a role (owners and admins only; admins cannot name owners).
import { addUserSchema } from "@shared/auth-schemas";
import { toast } from "../../lib/toast";
import { SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { RoleOptions } from "../../components/named-options";
import { useMessages } from "../../lib/i18n";
import { assignableRoles } from "../../lib/roles";
import type { OrganizationRole } from "../../lib/session";
import { useZodForm } from "../../lib/use-zod-form";
import { useAddMember } from "../../data/members";
import { workTeamMessages } from "./work-team-messages";

/** What the form checks: the email and role of the API's add-member body. */
const addMemberFields = addUserSchema.pick({ email: true, role: true });

interface Values {
  email: string;
  role: OrganizationRole;
}

export function AddMemberForm({ organizationId, actorRole }: { organizationId: number; actorRole: OrganizationRole }) {
  const t = useMessages(workTeamMessages);
  const roles = assignableRoles(actorRole);
  const form = useZodForm<Values, typeof addMemberFields>(
    addMemberFields,
    { email: "", role: "user" },
    { messages: { email: () => t.invalidEmail } },
  );
  const { handleSubmit, field, selectField, reset, rootError, setServerError } = form;
  const add = useAddMember();

  const onSubmit = handleSubmit(async ({ email, role }) => {
    try {
      const message = await add.mutateAsync({ organizationId, email, role });
      toast.success(message ?? t.added);
      reset();
    } catch (err) {
      setServerError(err, t.addError);
    }
  });
  const email = field("email");
  const busy = add.isPending;

  return (
    <form className="add-member" onSubmit={onSubmit} noValidate>
      <TextField
        className="add-member-email"
        label={t.email}
        type="email"
        autoComplete="off"
        {...email}
        error={email.error ?? rootError}
      />
      <SelectField label={t.role} {...selectField("role")}>
        <RoleOptions roles={roles} />
      </SelectField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.adding : t.add}
      </button>
    </form>
  );
}
