// Whether ARCA lets the platform invoice for an organization (docs/arca.md): the fiscal configuration's check
// asks FECompUltimoAutorizado for every enabled point of sale and every letter the organization issues. A
// missing delegation comes back with what to do in ARCA.
import type { Db } from "../../../env";
import { invoiceTypeFor } from "../../../shared/invoice-type-rule";
import { IVA_CONDITIONS, type InvoiceType } from "../../../shared/money-values";
import { arcaConfig, type ArcaEnv } from "./arca-config";
import { refusalText } from "./arca-errors";
import { wsaaTickets } from "./arca-ticket";
import type { DelegationCheck, TicketSource } from "./arca-types";
import { readIssuer } from "./issuer";
import { WsaaError } from "./wsaa";
import { ArcaRefused, wsfeClient } from "./wsfe";

/** The letters an issuer gives its customers, in order (A and B for a responsable inscripto; C otherwise). */
function typesIssued(condition: Parameters<typeof invoiceTypeFor>[0]): InvoiceType[] {
  const types = new Set(IVA_CONDITIONS.map((c) => invoiceTypeFor(condition, c)));
  return (["A", "B", "C"] as const).filter((t) => types.has(t));
}

export async function checkDelegation(
  env: ArcaEnv,
  db: Db,
  orgId: number,
  tickets?: TicketSource,
  fetcher?: typeof fetch,
): Promise<DelegationCheck> {
  const cfg = arcaConfig(env);
  if (!cfg) {
    return {
      status: "sin_configurar",
      message: "La plataforma no tiene configurada la facturación electrónica (ARCA): las facturas quedan sin CAE",
    };
  }
  const issuer = await readIssuer(db, orgId);
  if (!issuer) {
    return {
      status: "error",
      code: null,
      message:
        "Cargá los datos fiscales (razón social, CUIT, condición frente al IVA y puntos de venta) para facturar con ARCA",
    };
  }
  const types = typesIssued(issuer.iva_condition);
  if (!types.length) {
    return {
      status: "error",
      code: null,
      message: "Un consumidor final no emite facturas: revisá la condición de IVA",
    };
  }
  if (!issuer.points_of_sale.length) {
    return {
      status: "error",
      code: null,
      message: "Habilitá al menos un punto de venta de factura electrónica (el que diste de alta en ARCA)",
    };
  }
  const wsfe = wsfeClient(cfg, tickets ?? wsaaTickets(db, cfg), issuer.cuit, fetcher);
  const last_numbers: { point_of_sale: number; type: string; last: number }[] = [];
  try {
    for (const point_of_sale of issuer.points_of_sale) {
      for (const type of types) {
        last_numbers.push({ point_of_sale, type, last: await wsfe.lastAuthorized(point_of_sale, type) });
      }
    }
  } catch (e) {
    if (e instanceof ArcaRefused) {
      return {
        status: "error",
        code: e.errors.find((x) => x.code)?.code ?? null,
        message: refusalText(e.errors, cfg.cuit),
      };
    }
    if (e instanceof WsaaError) return { status: "error", code: e.code, message: e.message };
    return { status: "error", code: null, message: "ARCA no responde en este momento: probá de nuevo en unos minutos" };
  }
  return {
    status: "ok",
    message: `ARCA autoriza a la plataforma a facturar por la CUIT ${issuer.cuit}`,
    last_numbers,
  };
}
