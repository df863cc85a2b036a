// What other features use of the rodeos (docs/client-rules.md, "Feature folders").
export { RodeoFormDialog } from "./rodeo-form-dialog";
export { GainFigures } from "./weight-section";
