// What other features use of the WhatsApp templates (docs/client-rules.md, "Feature folders").
export { templateStatusMessages } from "./whatsapp-templates-messages";
