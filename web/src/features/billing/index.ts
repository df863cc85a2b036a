// What other features use of billing (docs/client-rules.md, "Feature folders").
export { financeMessages } from "./finance-messages";
export { SaleInvoice } from "./sale-invoice";
