// What other features use of the configuration (docs/client-rules.md, "Feature folders").
export { CategoryCreateDialog } from "./category-create-dialog";
