// GET /api/admin/metrics (docs/administration.md): the super-admin home's figures.
import type { AdminMetrics } from "@shared/metrics-types";
import { api, call } from "../../lib/api/client";

export async function fetchMetrics(): Promise<AdminMetrics> {
  const body = await call(api.admin.metrics.$get());
  return body.metrics as AdminMetrics;
}
