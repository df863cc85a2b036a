// Route guards (docs/client-rules.md): the auth guard and the super-admin guard both send a user who may
// not enter to /; while the session check runs the loading screen shows.
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen";
import { paths, safeNext } from "../lib/paths";
import { authenticatedAtom, currentUserAtom, sessionEndingAtom, sessionLoadingAtom, tokenAtom } from "../lib/session";

export function AuthGuard({ children }: { children?: ReactNode }) {
  const loading = useAtomValue(sessionLoadingAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  const ending = useAtomValue(sessionEndingAtom);
  if (loading) return <LoadingScreen />;
  // A visitor goes to /; a user whose session just ended is on the way to /log-in.
  if (!authenticated) return <Navigate to={ending ? paths.logIn : paths.home} replace />;
  // Logged in, user still on its way (right after log-in): wait for it.
  if (!user) return <LoadingScreen />;
  return children ?? <Outlet />;
}

export function SuperAdminGuard() {
  const user = useAtomValue(currentUserAtom);
  if (!user?.is_super_admin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Log-in, sign-up and recovery are for visitors: a logged-in user goes to the app (or to `?next=`). */
export function VisitorOnly() {
  const authenticated = useAtomValue(authenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  const token = useAtomValue(tokenAtom);
  const { search } = useLocation();
  if (authenticated && user && token) return <Navigate to={safeNext(search) ?? paths.home} replace />;
  return <Outlet />;
}
