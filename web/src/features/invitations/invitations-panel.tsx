// "Invitaciones": the signed-in user's pending invitations with accept and decline. Shown on the
// no-organization panel (with its empty state and, for an unverified email, a prompt to verify it: the
// API lists nothing until then) and on the dashboard (only when there is something to answer).
import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { toast } from "../../lib/toast";
import { InlineLoading } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { useLocale, useMessages } from "../../lib/i18n";
import { useAppQuery } from "../../lib/query/query-client";
import { roleLabel } from "../../lib/roles";
import { currentUserAtom } from "../../lib/session";
import {
  invitationQueries,
  needsEmailVerification,
  useAcceptInvitation,
  useDeclineInvitation,
  type MyInvitation,
} from "../../data/members";
import { invitationsMessages } from "./invitations-messages";
import "./invitations.css";

// Its form (and the schema checks it carries) loads only when a user opens it.
const VerifyEmailDialog = lazy(() => import("./verify-email-dialog").then((m) => ({ default: m.VerifyEmailDialog })));
import { LoadError } from "../../components/load-error";
import { toastError } from "../../lib/error-toast";
import { RowButton } from "../../components/row-button";

export function InvitationsPanel({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const t = useMessages(invitationsMessages);
  const locale = useLocale();
  const user = useAtomValue(currentUserAtom);
  const query = useAppQuery(invitationQueries.mine());
  const acceptance = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const busy = acceptance.isPending || decline.isPending;
  const [verifying, setVerifying] = useState(false);
  const data = query.data;

  // On the dashboard only something to answer is worth the space (the emailed link is the main way in).
  if (hideWhenEmpty && (!data?.email_verified || data.invitations.length === 0)) return null;

  function answer(invitation: MyInvitation, accept: boolean) {
    // Accepting may unmount this panel (the first organization replaces the "no organization" screen):
    // the promise, not mutate's callbacks (dropped with an unmounted panel), carries the toast.
    const answered = accept ? acceptance.mutateAsync(invitation.id) : decline.mutateAsync(invitation.id);
    answered.then(
      (res: { message?: string }) => toast.success(res.message ?? (accept ? t.accept : t.declined)),
      (err: unknown) => {
        if (needsEmailVerification(err)) setVerifying(true);
        else toastError(errorMessage(err, t.actionError), err);
      },
    );
  }

  return (
    <section className="card invitations-panel" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="card-title">
        {t.title}
      </h2>
      <p className="card-subtitle">{t.subtitle}</p>
      {query.isError && !query.isFetching ? (
        <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => query.refetch()} />
      ) : !data ? (
        <InlineLoading label={t.loading} />
      ) : !data.email_verified ? (
        <div className="invitations-verify">
          <p>{t.unverified}</p>
          <button type="button" className="btn btn-primary" onClick={() => setVerifying(true)}>
            {t.verifyNow}
          </button>
        </div>
      ) : data.invitations.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="invitation-list">
          {data.invitations.map((invitation) => (
            <li key={invitation.id} className="invitation-row">
              <span className="invitation-info">
                <strong>{invitation.organization_name}</strong>
                <span className="muted">
                  {t.invitedAs(roleLabel(invitation.role, locale))}
                  {invitation.invited_by_first_name ? ` · ${t.invitedBy(invitation.invited_by_first_name)}` : ""}
                </span>
              </span>
              <span className="invitation-actions">
                <RowButton
                  kind="primary"
                  label={t.acceptOf(invitation.organization_name)}
                  disabled={busy}
                  onClick={() => answer(invitation, true)}
                >
                  {t.accept}
                </RowButton>
                <RowButton
                  kind="ghost"
                  label={t.declineOf(invitation.organization_name)}
                  disabled={busy}
                  onClick={() => answer(invitation, false)}
                >
                  {t.decline}
                </RowButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      {verifying && user ? (
        <Suspense fallback={null}>
          <VerifyEmailDialog
            email={user.email}
            onClose={() => setVerifying(false)}
            onVerified={() => setVerifying(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
