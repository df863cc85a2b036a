// What other features use of the consumption screen (docs/client-rules.md, "Feature folders").
export { ConsumptionForm } from "./consumption-form";
