// Text helpers for display: people's names in title case (the shared rule, @shared/person-name), initials
// for avatars.
import { personName, titleCase } from "@shared/person-name";

export { titleCase };

/** "lucía FERNÁNDEZ" → "Lucía Fernández". */
export const fullName = personName;

/** Up to two initials for an avatar; '?' when there is no name. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLocaleUpperCase("es"));
  return letters.length === 0
    ? "?"
    : (letters[0]! + (letters.length > 1 ? letters[letters.length - 1]! : "")).slice(0, 2);
}
