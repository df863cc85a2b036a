// /invitation/:token, the emailed link: accepts the invitation once the user is signed in (a visitor
// goes to /log-in and comes back here), asking for the email code first when the account's email is
// not verified yet; then opens the organization's dashboard.
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import { toast } from "../../lib/toast";
import { InlineLoading, LoadingScreen } from "../../components/loading-screen";
import { errorMessage } from "../../lib/api/client";
import { useMessages } from "../../lib/i18n";
import { paths, withNext } from "../../lib/paths";
import { authenticatedAtom, currentUserAtom, sessionLoadingAtom } from "../../lib/session";
import { AuthLayout } from "../auth";
import { needsEmailVerification, useAcceptInvitationToken } from "../../data/members";
import { invitationsMessages } from "./invitations-messages";
import { VerifyEmailDialog } from "./verify-email-dialog";

type Step = "accepting" | "verify" | "failed";

export default function InvitationPage() {
  const t = useMessages(invitationsMessages);
  const { id: token = "" } = useParams();
  const navigate = useNavigate();
  const loading = useAtomValue(sessionLoadingAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  const [step, setStep] = useState<Step>("accepting");
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const { mutate } = useAcceptInvitationToken();

  const accept = useCallback(() => {
    setStep("accepting");
    mutate(token, {
      onSuccess: (res) => {
        toast.success(res.message);
        void navigate(paths.dashboard, { replace: true });
      },
      onError: (err) => {
        if (needsEmailVerification(err)) return setStep("verify");
        setError(errorMessage(err, t.linkError));
        setStep("failed");
      },
    });
  }, [token, navigate, t.linkError, mutate]);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    accept();
  }, [user, accept]);

  if (loading) return <LoadingScreen />;
  if (!authenticated) return <Navigate to={withNext(paths.logIn, paths.invitation.to(token))} replace />;

  return (
    <AuthLayout title={t.linkTitle}>
      {step === "failed" ? (
        <div className="form">
          <p className="form-error" role="alert">
            {error}
          </p>
          <Link to={paths.home} className="btn btn-primary">
            {t.goHome}
          </Link>
        </div>
      ) : (
        <InlineLoading label={t.accepting} />
      )}
      {step === "verify" && user ? (
        <VerifyEmailDialog
          email={user.email}
          onClose={() => {
            setError(t.linkError);
            setStep("failed");
          }}
          onVerified={accept}
        />
      ) : null}
    </AuthLayout>
  );
}
