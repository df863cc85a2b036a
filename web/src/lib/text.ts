// Text helpers for display: names in title case (SPEC.md §5), initials for avatars.

/** 'juan CARLOS pérez' → 'Juan Carlos Pérez' (each word, including after a hyphen or apostrophe). */
export function titleCase(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .trim()
    .toLocaleLowerCase("es")
    .replace(/(^|[\s\-'’])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase("es"))
    .replace(/\s+/g, " ");
}

export function fullName(user: { first_name?: string | null; last_name?: string | null }): string {
  return titleCase([user.first_name, user.last_name].filter(Boolean).join(" "));
}

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
