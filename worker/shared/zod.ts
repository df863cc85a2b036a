// zod configured once with Spanish messages; worker and SPA import `z` from here.
import { z } from "zod";
import es from "zod/v4/locales/es.js";

z.config(es());

export { z };
