// What other features use of the fields (docs/client-rules.md, "Feature folders").
export { FieldFormDialog } from "./field-form-dialog";
