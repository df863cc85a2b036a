import { api, call, id } from "./client";
export const p = () => call(api.lot.info[":orgId"].$get({ param: { orgId: id(1) } })).then((r) => r.lots[0]!.animals);
