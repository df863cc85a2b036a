// What other features use of the account pages (docs/client-rules.md, "Feature folders").
export { AuthLayout } from "./auth-layout";
