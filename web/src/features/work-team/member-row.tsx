// One member of the team: name, email, role (editable when docs/accounts.md allows) and removal.
import { toast } from "../../lib/toast";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { assignableRoles, canManageMember, roleLabel } from "../../lib/roles";
import type { OrganizationMember, OrganizationRole } from "../../lib/session";
import { fullName, initials } from "../../lib/text";
import { useChangeMemberRole } from "../../data/members";
import { workTeamMessages } from "./work-team-messages";
import { toastError } from "../../lib/error-toast";
import { RowButton } from "../../components/row-button";
import { RoleOptions } from "../../components/named-options";

export interface MemberRowProps {
  organizationId: number;
  member: OrganizationMember;
  actorRole: OrganizationRole;
  isSelf: boolean;
  onRemove: (member: OrganizationMember) => void;
}

export function MemberRow({ organizationId, member, actorRole, isSelf, onRemove }: MemberRowProps) {
  const t = useMessages(workTeamMessages);
  const locale = useLocale();
  const change = useChangeMemberRole();
  const name = fullName(member) || member.email;
  const manageable = canManageMember(actorRole, member.role, isSelf);
  const roles = assignableRoles(actorRole);

  function onRoleChange(role: OrganizationRole) {
    change.mutate(
      { organizationId, userId: member.user_id, email: member.email, role },
      {
        onSuccess: () => toast.success(t.roleChanged),
        onError: (err) => toastError(errorMessage(err, t.roleError), err),
      },
    );
  }

  return (
    <li className="list-row member-row">
      <span className="avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="member-who">
        <span className="member-name">
          {name}
          {isSelf ? <span className="muted"> ({t.you})</span> : null}
        </span>
        <span className="muted member-email">{member.email}</span>
      </span>
      <span className="member-role">
        {manageable ? (
          <select
            className="select"
            aria-label={t.roleOf(name)}
            value={member.role}
            disabled={change.isPending}
            onChange={(e) => onRoleChange(e.target.value as OrganizationRole)}
          >
            <RoleOptions roles={roles.includes(member.role) ? roles : [member.role, ...roles]} />
          </select>
        ) : (
          <span className="badge">{roleLabel(member.role, locale)}</span>
        )}
      </span>
      <span className="member-actions">
        {manageable ? (
          <RowButton kind="ghost" label={t.removeOf(name)} onClick={() => onRemove(member)}>
            {t.remove}
          </RowButton>
        ) : isSelf ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRemove(member)}>
            {t.leave}
          </button>
        ) : null}
      </span>
    </li>
  );
}
