// The super-admin home's platform figures (docs/spa-data.md). Account data, cleared with the session.
import { queryOptions } from "@tanstack/react-query";
import { fetchMetrics } from "./api/platform-api";

export const platformKeys = {
  metrics: () => ["admin-metrics"] as const,
};

export const platformQueries = {
  metrics: () => queryOptions({ queryKey: platformKeys.metrics(), queryFn: fetchMetrics }),
};
