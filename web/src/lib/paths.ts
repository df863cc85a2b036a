// Every route of the SPA (docs/client-rules.md) in one typed module: static paths are strings, routes with
// an id carry their router pattern and a builder, so no component concatenates URLs by hand.

type Id = number | string;

const withId = (base: string, suffix = "") => ({
  pattern: `${base}/:id${suffix}`,
  to: (id: Id) => `${base}/${encodeURIComponent(String(id))}${suffix}`,
});

export const paths = {
  // Public
  home: "/",
  logIn: "/log-in",
  signUp: "/sign-up",
  recovery: "/recovery",
  pricing: "/pricing",
  adminActivation: "/admin-activation",
  invitation: withId("/invitation"),
  // Authenticated
  dashboard: "/dashboard",
  assistant: "/asistente-ai",
  fields: "/campos",
  supplies: "/stock",
  supplyDetail: withId("/stock"),
  createSupply: "/create-stock",
  movements: "/data",
  movementDetail: withId("/data"),
  rodeos: "/rodeos",
  rodeoDetail: withId("/rodeos"),
  /** Tagged animals (docs/animals.md): the list, one animal, the tagging and weighing flows, the tags owned. */
  animals: "/animales",
  animalDetail: withId("/animales"),
  animalTagging: "/animales/caravanear",
  animalWeighing: "/animales/pesada",
  animalTags: "/animales/caravanas",
  /** The fields and lots on a map (docs/map.md). */
  map: "/mapa",
  lots: "/lots",
  lotCreate: "/lots/create",
  lotDetail: withId("/lots"),
  lotEdit: withId("/lots", "/edit"),
  /** A KML, KMZ or GeoJSON file's polygons assigned to lots and fields (docs/map.md). */
  boundaryImport: "/mapa/importar",
  cycles: "/ciclos-reproductivos",
  cycleDetail: withId("/ciclos-reproductivos"),
  billing: "/billing",
  billingDetail: withId("/billing"),
  createInvoice: "/create-invoice",
  purchases: "/purchases",
  uploadInvoice: "/upload-invoice",
  consumption: "/consumption",
  workTeam: "/work-team",
  notes: "/notes",
  tasks: "/tasks",
  configuration: "/configuration",
  /** Records waiting for the network and the ones the server refused (docs/offline.md). */
  sync: "/sync",
  // Super admin
  conversations: "/conversations",
  conversationDetail: withId("/conversations"),
  /** The super-admin home: the platform's metrics (docs/administration.md). */
  platform: "/dashboard/platform",
  users: "/users",
  inactiveOrganizations: "/dashboard/inactive-organizations",
  organizations: "/organizations",
  notifications: "/notifications",
  /** The WhatsApp templates with Meta's status, their parameters by name. */
  whatsappTemplates: "/dashboard/whatsapp-templates",
} as const;

/** Where a session that ends (log-out, failed refresh, no token) sends the user (docs/client-rules.md). */
export const SESSION_END_PATH = paths.logIn;

/** `path` with `?next=` set to where the user returns after log-in or sign-up. */
export const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`;

/**
 * The `next` of a query string when it is a path inside the app (never another site: "//host" and
 * "/\\host" are refused), else null.
 */
export function safeNext(search: string): string | null {
  const next = new URLSearchParams(search).get("next");
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}

/** The map with a lot's (potrero) or field's (campo) boundary open in the editor (docs/map.md). */
export const mapEditPath = (kind: "potrero" | "campo", id: Id) =>
  `/mapa?editar=${kind}-${encodeURIComponent(String(id))}`;
