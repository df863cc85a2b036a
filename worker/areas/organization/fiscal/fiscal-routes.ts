// /api/organization/{id}/fiscal (docs/arca.md, "The issuer's fiscal data"): the organization's fiscal identity as
// an issuer. Owners and admins read it (admins see the invoices it prints on), only owners write it: it is who
// the organization is before ARCA. Plain users 403, non-members 403 (the door's answers). GET answers
// `fiscal: null` until the owner enters it. `/fiscal/check` asks ARCA whether it lets the platform invoice
// for that CUIT.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { idParam, validate } from "../../../lib/validate";
import { fiscalBodySchema } from "../../../shared/fiscal-schemas";
import * as z from "../../../shared/zod";
import { checkDelegation } from "../../money/arca/arca-delegation";
import { pathDoor, scopeOf } from "../door";
import { readFiscal, writeFiscal } from "./fiscal-store";

const idParams = z.object({ id: idParam });

export const fiscalRoutes = new Hono<AppEnv>()
  .get(...pathDoor("/:id/fiscal", "id", "admin"), validate("param", idParams), async (c) => {
    const fiscal = await readFiscal(c.var.db, c.req.valid("param").id);
    return c.json({ ok: true as const, fiscal });
  })
  .put(
    ...pathDoor("/:id/fiscal", "id", "owner"),
    validate("param", idParams),
    validate("json", fiscalBodySchema),
    async (c) => {
      const scope = scopeOf(c);
      const fiscal = await writeFiscal(scope.db, scope.orgId, c.req.valid("json"));
      // Other members' screens (the form, the invoice form's letter, the printed invoice) read it again.
      await scope.publish({ action: "money-changed", kind: "fiscal", id: scope.orgId });
      return c.json({ ok: true as const, message: "Datos fiscales guardados", fiscal });
    },
  )
  .get(...pathDoor("/:id/fiscal/check", "id", "admin"), validate("param", idParams), async (c) => {
    const check = await checkDelegation(c.var.rt.env, c.var.db, c.req.valid("param").id);
    return c.json({ ok: true as const, check });
  });
