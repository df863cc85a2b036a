// What other features use of the offline screens (docs/client-rules.md, "Feature folders").
export { PendingRecords } from "./pending-records";
export { PendingStock } from "./pending-stock";
