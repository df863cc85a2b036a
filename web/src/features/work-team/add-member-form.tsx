// Add a member by email with a role (owners and admins only; admins cannot name owners).
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { TextField } from "../../components/text-field";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { assignableRoles, roleLabel } from "../../lib/roles";
import type { OrganizationRole } from "../../lib/session";
import { isEmail } from "../../lib/validation";
import { addMember } from "./work-team-api";
import { workTeamMessages } from "./work-team-messages";

export function AddMemberForm({ organizationId, actorRole }: { organizationId: number; actorRole: OrganizationRole }) {
  const t = useMessages(workTeamMessages);
  const locale = useLocale();
  const roles = assignableRoles(actorRole);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrganizationRole>("user");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!isEmail(email)) return setError(t.invalidEmail);
    setError(null);
    setBusy(true);
    try {
      const message = await addMember(organizationId, email.trim(), role);
      toast.success(message ?? t.added);
      setEmail("");
      setRole("user");
    } catch (err) {
      setError(errorMessage(err, t.addError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="add-member" onSubmit={onSubmit} noValidate>
      <TextField
        className="add-member-email"
        label={t.email}
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="field">
        <label htmlFor="add-member-role">{t.role}</label>
        <select
          id="add-member-role"
          className="select"
          value={role}
          onChange={(e) => setRole(e.target.value as OrganizationRole)}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r, locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t.adding : t.add}
      </button>
    </form>
  );
}
