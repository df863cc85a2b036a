// Calls of the reproductive cycle screens (GET/POST /reproductive-cycle/{org}, GET/PUT/DELETE .../{id}).
import type { Cycle, CycleDetail } from "@shared/herd-types";
import { api } from "../../lib/api/client";

export interface CycleInput {
  rodeo_id: number;
  name: string;
  service_start: string;
  service_end?: string | null;
  method: Cycle["method"];
  females_exposed: number;
  bulls: number;
}

export const fetchCycles = (orgId: number) =>
  api.get<{ cycles: Cycle[] }>(`/reproductive-cycle/${orgId}`).then((r) => r.cycles);

export const fetchCycle = (orgId: number, id: number | string) =>
  api
    .get<{ cycle: CycleDetail }>(`/reproductive-cycle/${orgId}/${encodeURIComponent(String(id))}`)
    .then((r) => r.cycle);

export const createCycle = (orgId: number, body: CycleInput) =>
  api.post<{ cycle: CycleDetail }>(`/reproductive-cycle/${orgId}`, body).then((r) => r.cycle);

export const updateCycle = (orgId: number, id: number, body: Partial<CycleInput>) =>
  api.put<{ cycle: CycleDetail }>(`/reproductive-cycle/${orgId}/${id}`, body).then((r) => r.cycle);

export const deleteCycle = (orgId: number, id: number) =>
  api.delete<{ cycleId: number }>(`/reproductive-cycle/${orgId}/${id}`);
