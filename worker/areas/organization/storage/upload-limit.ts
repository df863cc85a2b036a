// The uploads one member makes in one organization per hour (invoice files and note photos together), reserved
// before the body is read (worker/lib/rate-limit.ts).
import type { AppContext } from "../../../env";
import { hit, RULES } from "../../../lib/rate-limit";

const LIMITED = `Llegaste al límite de ${RULES.uploadMember.limit} archivos o fotos por hora. Probá de nuevo más tarde.`;

export const hitUploadLimit = (c: AppContext, orgId: number) =>
  hit(c, [[RULES.uploadMember, `org:${orgId}:user:${c.var.user.id}`]], LIMITED);
