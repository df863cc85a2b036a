// What other features use of the supplies (docs/client-rules.md, "Feature folders"). The create dialog is
// lazy: a form that offers it keeps its own chunk and loads the dialog when it is first opened.
import { lazy } from "react";

export { quantityWithUnit } from "./supply-format";
export { SupplyOptions } from "./supply-options";

export const SupplyCreateDialog = /* @__PURE__ */ lazy(() =>
  import("./supply-create-dialog").then((m) => ({ default: m.SupplyCreateDialog })),
);
