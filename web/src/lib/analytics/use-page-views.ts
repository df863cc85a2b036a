// Records a page view for every screen the signed-in user opens (mounted once, in the app shell).
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation, useMatches } from "react-router-dom";
import { currentUserAtom, selectedOrganizationIdAtom } from "../session/atoms";
import { flushOnHide, routePattern, trackPageView } from "./page-views";

export function usePageViews() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const userId = useAtomValue(currentUserAtom)?.id ?? null;
  const organizationId = useAtomValue(selectedOrganizationIdAtom);
  const params = matches.at(-1)?.params ?? {};

  useEffect(() => flushOnHide(), []);
  useEffect(() => {
    const path = routePattern(pathname, params);
    if (userId !== null && path) trackPageView(path, organizationId, userId);
    // One view per screen: an organization switch on the same screen is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, userId]);
}
