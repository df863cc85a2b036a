// The organization's pending invitations on the work team screen (owners and admins), with revoke.
// The add-member mutation and a live 'update-organization' (someone accepted, so their invitation is
// gone) mark the list stale (data/members.ts, data/live/message-table.ts).
import { toast } from "../../lib/toast";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { formatDay } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { roleLabel } from "../../lib/roles";
import { invitationQueries, useRevokeInvitation, type PendingInvitation } from "../../data/members";
import { invitationsMessages } from "../invitations";
import { LoadError } from "../../components/load-error";
import { toastError } from "../../lib/error-toast";
import { RowButton } from "../../components/row-button";

export function PendingInvitations({ organizationId }: { organizationId: number }) {
  const t = useMessages(invitationsMessages);
  const locale = useLocale();
  const query = useAppQuery(invitationQueries.organization(organizationId));
  const revoke = useRevokeInvitation();
  const invitations = query.data;

  function onRevoke(invitation: PendingInvitation) {
    revoke.mutate(
      { organizationId, invitationId: invitation.id },
      {
        onSuccess: () => toast.success(t.revoked),
        onError: (err) => toastError(errorMessage(err, t.actionError), err),
      },
    );
  }

  return (
    <section className="card" aria-labelledby="pending-invitations-title">
      <h2 id="pending-invitations-title" className="card-title">
        {t.pendingTitle} {invitations ? `(${invitations.length})` : ""}
      </h2>
      {query.isError && !query.isFetching ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => query.refetch()} />
      ) : !invitations ? (
        <InlineLoading label={t.pendingLoading} />
      ) : invitations.length === 0 ? (
        <p className="muted">{t.pendingEmpty}</p>
      ) : (
        <ul className="member-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="list-row member-row pending-invitation">
              <span className="member-who">
                <span className="member-email">{invitation.email}</span>
                <span className="muted">
                  {roleLabel(invitation.role, locale)} · {t.expires(formatDay(invitation.expires_at))}
                </span>
              </span>
              <RowButton
                kind="ghost"
                label={t.revokeOf(invitation.email)}
                disabled={revoke.isPending}
                onClick={() => onRevoke(invitation)}
              >
                {t.revoke}
              </RowButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
