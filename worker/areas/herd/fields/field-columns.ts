// The columns every field answer carries (docs/herd.md, docs/map.md).
import { fields } from "../../../db/schema";

export const fieldColumns = {
  id: fields.id,
  name: fields.name,
  hectares: fields.hectares,
  locality: fields.locality,
  renspa: fields.renspa,
  boundary: fields.boundary,
  computed_hectares: fields.computed_hectares,
  ev_target: fields.ev_target,
  created_at: fields.created_at,
  updated_at: fields.updated_at,
};
