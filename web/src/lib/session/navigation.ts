// How non-React code (the API client, session end) changes route: the router registers its
// navigate function; before that (or in tests) a full page load is used.

type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => {
  if (typeof window !== "undefined" && window.location.pathname !== to) window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  navigator(to, opts);
}
