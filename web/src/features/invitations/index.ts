// What other features use of the invitations (docs/client-rules.md, "Feature folders").
export { invitationsMessages } from "./invitations-messages";
export { InvitationsPanel } from "./invitations-panel";
export { VerifyEmailDialog } from "./verify-email-dialog";
