// What other features use of the lots (docs/client-rules.md, "Feature folders").
export { LotCreateDialog } from "./lot-create-dialog";
