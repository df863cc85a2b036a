// SENASA's number of an establishment (RENSPA), as SENASA prints it: the province (2 digits), the partido
// (3), one digit, the establishment (5) and, after the slash, its productive unit (2): 01.001.0.00001/00.
// Stored as written (docs/herd.md).
import * as z from "./zod";

export const RENSPA_FORMAT = /^\d{2}\.\d{3}\.\d\.\d{5}\/\d{2}$/;
export const RENSPA_EXAMPLE = "00.000.0.00000/00";
export const RENSPA_MESSAGE = `RENSPA inválido: escribilo como lo imprime SENASA, ${RENSPA_EXAMPLE}`;

/** A field's RENSPA: missing leaves it as it is, "" or null clears it, anything else must be in the format. */
export const renspa = z
  .string({ error: RENSPA_MESSAGE })
  .max(40, RENSPA_MESSAGE)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const written = value?.trim() ?? "";
    if (written === "") return null;
    if (!RENSPA_FORMAT.test(written)) {
      ctx.addIssue({ code: "custom", message: RENSPA_MESSAGE });
      return z.NEVER;
    }
    return written;
  })
  .optional();
