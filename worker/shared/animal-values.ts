// The words of the individual animal layer (docs/animals.md), as the API returns them and the screens show them.
export const ANIMAL_SEXES = ["macho", "hembra"] as const;
export type AnimalSex = (typeof ANIMAL_SEXES)[number];

/** activo: in a rodeo and counted there; the rest end the animal, each by its movement of the log. */
export const ANIMAL_STATES = ["activo", "vendido", "muerto", "faenado", "transferido"] as const;
export type AnimalState = (typeof ANIMAL_STATES)[number];

/** disponible: bought, not on an animal; aplicada: on one; perdida: fell off (replaced); baja: out of use. */
export const TAG_STATES = ["disponible", "aplicada", "perdida", "baja"] as const;
export type TagState = (typeof TAG_STATES)[number];

/** Tag states a user may set by hand: aplicada is set by tagging and replacing only. */
export const TAG_STATES_SET_BY_HAND = ["disponible", "perdida", "baja"] as const;

export const REGISTRATIONS = ["pendiente", "registrada"] as const;
export type Registration = (typeof REGISTRATIONS)[number];

/** SENASA's deadline to register tagged animals: business days after the tagging. */
export const REGISTRATION_BUSINESS_DAYS = 10;

/** The movement kinds that end an animal, and the state they leave it in. */
export const ENDING_STATES: Readonly<Record<string, AnimalState>> = {
  SELL: "vendido",
  DEATH: "muerto",
  CONSUMPTION: "faenado",
  OUTGOING_TRANSFER: "transferido",
};

/** Movement types that take animals out of a rodeo's category: the tagged ones they take are listed by tag. */
export const TAKING_TYPES = [
  "SELL",
  "DEATH",
  "CONSUMPTION",
  "OUTGOING_TRANSFER",
  "RECATEGORIZATION",
  "CHANGE_RODEO",
  "WEANING",
] as const;

/** Movement kinds whose form and body may list tags (a weighing session lists weights instead). */
export const TAGGABLE_TYPES = [...TAKING_TYPES, "TREATMENT"] as const;

export const ANIMAL_PAGE_SIZE = 50;
export const MAX_ANIMAL_PAGE_SIZE = 200;
