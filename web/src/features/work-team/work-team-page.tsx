// Work team: the selected organization's members with their roles; owners and admins add,
// re-role and remove members as docs/accounts.md allows (controls hidden otherwise).
import { useAtomValue } from "jotai";
import { useConfirm } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { canManageMembers } from "../../lib/roles";
import { currentUserAtom, selectedOrganizationAtom, type OrganizationMember } from "../../lib/session";
import { fullName } from "../../lib/text";
import { AddMemberForm } from "./add-member-form";
import { MemberRow } from "./member-row";
import { PendingInvitations } from "./pending-invitations";
import { useRemoveMember } from "../../data/members";
import { workTeamMessages } from "./work-team-messages";
import "./work-team.css";

export default function WorkTeamPage() {
  const t = useMessages(workTeamMessages);
  const organization = useAtomValue(selectedOrganizationAtom);
  const me = useAtomValue(currentUserAtom);
  const removal = useConfirm<OrganizationMember>();
  const remove = useRemoveMember();

  if (!organization || !me) {
    return (
      <PageFrame title={t.title}>
        <EmptyState icon="users" title={t.noMembers} />
      </PageFrame>
    );
  }
  const actorRole = organization.role;
  const leaving = removal.target?.user_id === me.id;

  return (
    <PageFrame title={t.title} description={t.description(organization.name)}>
      <div className="stack">
        {canManageMembers(actorRole) ? (
          <section className="card" aria-labelledby="add-member-title">
            <h2 id="add-member-title" className="card-title">
              {t.addTitle}
            </h2>
            <p className="card-subtitle">{t.addText}</p>
            <AddMemberForm organizationId={organization.id} actorRole={actorRole} />
          </section>
        ) : (
          <p className="muted">{t.readOnly}</p>
        )}
        {canManageMembers(actorRole) ? <PendingInvitations organizationId={organization.id} /> : null}
        <section className="card" aria-labelledby="members-title">
          <h2 id="members-title" className="card-title">
            {t.members} ({organization.members.length})
          </h2>
          <p className="card-subtitle">{t.rolesHelp}</p>
          <ul className="member-list">
            {organization.members.map((member) => (
              <MemberRow
                key={member.user_id}
                organizationId={organization.id}
                member={member}
                actorRole={actorRole}
                isSelf={member.user_id === me.id}
                onRemove={removal.open}
              />
            ))}
          </ul>
        </section>
      </div>
      {removal.render((member) => ({
        title: leaving ? t.leaveTitle : t.removeTitle,
        confirmLabel: leaving ? t.confirmLeave : t.confirmRemove,
        text: leaving
          ? t.leaveText(organization.name)
          : t.removeText(fullName(member) || member.email, organization.name),
        onConfirm: () =>
          removal.run(
            remove.mutateAsync({ organizationId: organization.id, userId: member.user_id }),
            (message) => message ?? t.removed,
            t.removeError,
          ),
      }))}
    </PageFrame>
  );
}
