// The issuer's fiscal data calls (docs/arca.md, "The issuer's fiscal data"): read, save (owners), and the
// check of whether ARCA lets the platform invoice for the organization's CUIT. The network edge only.
import type { FiscalBody } from "@shared/fiscal-schemas";
import { api, call, id } from "../../lib/api/client";

const route = api.organization[":id"].fiscal;

export const fetchFiscal = async (orgId: number) => (await call(route.$get({ param: { id: id(orgId) } }))).fiscal;

export const putFiscal = async (orgId: number, body: FiscalBody) =>
  (await call(route.$put({ param: { id: id(orgId) }, json: body }))).fiscal;

export const fetchFiscalCheck = async (orgId: number) =>
  (await call(route.check.$get({ param: { id: id(orgId) } }))).check;

/** ARCA's answer about the delegation, as the check route sends it. */
export type DelegationCheck = Awaited<ReturnType<typeof fetchFiscalCheck>>;
