// "/" is the landing page for visitors and the dashboard (inside the shell) for users.
import { useAtomValue } from "jotai";
import { lazy } from "react";
import { LoadingScreen } from "../components/loading-screen";
import { authenticatedAtom, currentUserAtom, sessionLoadingAtom } from "../lib/session";
import { LazyAppShell as AppShell } from "./shell/lazy-app-shell";

const LandingPage = lazy(() => import("../features/landing/landing-page"));

export function HomeRoute() {
  const loading = useAtomValue(sessionLoadingAtom);
  const authenticated = useAtomValue(authenticatedAtom);
  const user = useAtomValue(currentUserAtom);
  if (loading || (authenticated && !user)) return <LoadingScreen />;
  return authenticated ? <AppShell /> : <LandingPage />;
}
