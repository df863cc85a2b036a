// TEMPORARY stand-in of the arca-wsfe helper's checkDelegation (docs/arca.md): on merge keep THEIR version of this
// file. It answers only what needs no ARCA call: without the platform's secrets, "sin_configurar".
import type { Db } from "../../../env";
import { arcaConfig, type ArcaEnv } from "./arca-config";
import type { DelegationCheck } from "./arca-types";

export async function checkDelegation(env: ArcaEnv, _db: Db, _orgId: number): Promise<DelegationCheck> {
  if (!arcaConfig(env)) {
    return {
      status: "sin_configurar",
      message: "La plataforma no tiene ARCA configurado: las facturas se emiten sin CAE",
    };
  }
  return { status: "error", message: "La consulta a ARCA todavía no está disponible", code: null };
}
