// The top route: waits for the initial session check, shows the loading screen while lazy
// pages load, and restores scroll on navigation.
import { useAtom, useAtomValue } from "jotai";
import { Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen";
import { paths } from "../lib/paths";
import { sessionEndingAtom, sessionLoadingAtom } from "../lib/session";

export function RootLayout() {
  const loading = useAtomValue(sessionLoadingAtom);
  const [ending, setEnding] = useAtom(sessionEndingAtom);
  const { pathname } = useLocation();
  useEffect(() => {
    // Arrived at /log-in: from here on a private page means "visitor", redirected to /.
    if (ending && pathname === paths.logIn) setEnding(false);
  }, [ending, pathname, setEnding]);
  return (
    <>
      {loading ? (
        <LoadingScreen />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
