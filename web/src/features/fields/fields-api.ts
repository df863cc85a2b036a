// Field structure calls (SPEC.md §7 Field): create or edit, delete.
import type { fieldBody } from "@shared/herd-schemas";
import type { z } from "zod";
import { api, call, id } from "../../lib/api/client";

/** POST /field/{org} (new) or PUT /field/{org}/{id}; the saved field. */
export const saveField = (orgId: number, fieldId: number | null, body: z.output<typeof fieldBody>) =>
  call(
    fieldId === null
      ? api.field[":org"].$post({ param: { org: id(orgId) }, json: body })
      : api.field[":org"][":id"].$put({ param: { org: id(orgId), id: id(fieldId) }, json: body }),
  ).then((r) => r.field);

export const deleteField = (orgId: number, fieldId: number) =>
  call(api.field[":org"][":id"].$delete({ param: { org: id(orgId), id: id(fieldId) } }));
