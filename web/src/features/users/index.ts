// What other features use of the users screens (docs/client-rules.md, "Feature folders").
export { UsersPager } from "./users-pager";
