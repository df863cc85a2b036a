// Calls of the reproductive cycle screens (GET/POST /reproductive-cycle/{org}, GET/PUT/DELETE .../{id}).
import type { Cycle } from "@shared/herd-types";
import { api, call, id } from "../../lib/api/client";

export interface CycleInput {
  rodeo_id: number;
  name: string;
  service_start: string;
  service_end?: string | null;
  method: Cycle["method"];
  females_exposed: number;
  bulls: number;
}

export { fetchCycleList as fetchCycles } from "../../lib/herd/use-cycle-list";

export const fetchCycle = (orgId: number, cycleId: number | string) =>
  call(api["reproductive-cycle"][":org"][":id"].$get({ param: { org: id(orgId), id: id(cycleId) } })).then(
    (r) => r.cycle,
  );

export const createCycle = (orgId: number, body: CycleInput) =>
  call(api["reproductive-cycle"][":org"].$post({ param: { org: id(orgId) }, json: body })).then((r) => r.cycle);

export const updateCycle = (orgId: number, cycleId: number, body: Partial<CycleInput>) =>
  call(api["reproductive-cycle"][":org"][":id"].$put({ param: { org: id(orgId), id: id(cycleId) }, json: body })).then(
    (r) => r.cycle,
  );

export const deleteCycle = (orgId: number, cycleId: number) =>
  call(api["reproductive-cycle"][":org"][":id"].$delete({ param: { org: id(orgId), id: id(cycleId) } }));
