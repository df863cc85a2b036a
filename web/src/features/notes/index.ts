// What other features use of the notes (docs/client-rules.md, "Feature folders").
export { EntityNotes } from "./entity-notes";
