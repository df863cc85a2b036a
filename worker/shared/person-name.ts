// People's names as they are shown, whatever case they were typed in: "ÁLVAREZ" → "Álvarez",
// "maría-josé de la fuente" → "María-José de la Fuente". Only for display: stored names stay as typed.

/** Particles of Spanish names, lowercase inside a name ("Ana de la Fuente"), capitalized when they open it. */
const PARTICLES = new Set(["de", "del", "la", "las", "los", "y", "e", "da", "di", "do", "dos", "van", "von"]);

const capitalize = (part: string) =>
  // After an apostrophe or a hyphen each part starts with a capital: "O'Brien", "María-José", "D'Angelo".
  part.replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase("es"));

/** A person's name in title case: each word capitalized, the particles inside it in lowercase. */
export function titleCase(text: string | null | undefined): string {
  if (!text) return "";
  const words = text.trim().toLocaleLowerCase("es").split(/\s+/).filter(Boolean);
  return words.map((w, i) => (i > 0 && PARTICLES.has(w) ? w : capitalize(w))).join(" ");
}

/** First and last name joined, in title case. */
export const personName = (user: { first_name?: string | null; last_name?: string | null }) =>
  titleCase([user.first_name, user.last_name].filter(Boolean).join(" "));
