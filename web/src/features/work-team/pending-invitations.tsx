// The organization's pending invitations on the work team screen (owners and admins), with revoke.
// Reloaded after each new invitation (add-member form) through the same query key, and whenever the
// member list changes (a live 'update-organization': someone accepted, so their invitation is gone).
import { toast } from "sonner";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { formatDay } from "../../lib/dates";
import { useLocale, useMessages } from "../../lib/i18n";
import { useAppQuery, useRefetchOn } from "../../lib/query/query-client";
import { queryKeys } from "../../lib/query/query-keys";
import { roleLabel } from "../../lib/roles";
import { useAction } from "../../lib/use-action";
import { fetchOrganizationInvitations, revokeInvitation, type PendingInvitation } from "../invitations/invitations-api";
import { invitationsMessages } from "../invitations/invitations-messages";
import { LoadError } from "../../components/load-error";
import { toastError } from "../../lib/error-toast";

export function PendingInvitations({ organizationId, members }: { organizationId: number; members: unknown }) {
  const t = useMessages(invitationsMessages);
  const locale = useLocale();
  const query = useAppQuery({
    queryKey: queryKeys.organizationInvitations(organizationId),
    queryFn: () => fetchOrganizationInvitations(organizationId),
  });
  useRefetchOn(members, query.refetch);
  const revoke = useAction();
  const invitations = query.data;

  async function onRevoke(invitation: PendingInvitation) {
    try {
      await revokeInvitation(organizationId, invitation.id);
      toast.success(t.revoked);
    } catch (err) {
      toastError(errorMessage(err, t.actionError), err);
    }
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
            <li key={invitation.id} className="member-row pending-invitation">
              <span className="member-who">
                <span className="member-email">{invitation.email}</span>
                <span className="muted">
                  {roleLabel(invitation.role, locale)} · {t.expires(formatDay(invitation.expires_at))}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={t.revokeOf(invitation.email)}
                disabled={revoke.busy}
                onClick={() => void revoke.run(() => onRevoke(invitation), { fallback: t.actionError })}
              >
                {t.revoke}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
