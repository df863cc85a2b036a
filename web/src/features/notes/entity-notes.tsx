// The notes about one lot or rodeo, on its detail page (issue #12). Built by the notes work.
export function EntityNotes(_props: { lotId?: number; rodeoId?: number }) {
  return null;
}
