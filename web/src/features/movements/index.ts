// What other features use of the movement log (docs/client-rules.md, "Feature folders").
export { MovementList } from "./movement-list";
