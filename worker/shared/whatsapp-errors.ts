// Meta's WhatsApp Cloud API errors in Spanish. The worker stores a failed send's reason as Meta wrote it,
// "(#131047) Re-engagement message ..." (wa-client.ts, webhook-payload.ts); screens show what it means in
// Spanish and keep Meta's own words on a "Detalle" line, which is what Meta's support asks for.

const BY_CODE: Record<number, string> = {
  0: "WhatsApp rechazó la autenticación: revisá el token de acceso.",
  4: "Se superó el límite de llamadas a WhatsApp: probá de nuevo en unos minutos.",
  10: "La app de WhatsApp no tiene permiso para esta acción.",
  190: "El token de acceso de WhatsApp venció o no es válido: generá uno nuevo.",
  200: "La app de WhatsApp no tiene permiso para esta acción.",
  368: "WhatsApp bloqueó temporalmente la cuenta por infringir sus políticas.",
  80007: "Se superó el límite de mensajes de la cuenta de WhatsApp: probá más tarde.",
  130429: "Se superó el límite de envíos de WhatsApp: probá de nuevo en unos minutos.",
  130472: "WhatsApp no entregó el mensaje: el número forma parte de un experimento de Meta.",
  131000: "WhatsApp tuvo un error inesperado: probá de nuevo.",
  131005: "WhatsApp negó el acceso: revisá los permisos del token.",
  131008: "Falta un dato obligatorio en el mensaje.",
  131009: "Un dato del mensaje no es válido (por ejemplo, el número).",
  131016: "WhatsApp no está disponible en este momento: probá más tarde.",
  131021: "No se puede enviar un mensaje al mismo número que lo envía.",
  131026: "No se pudo entregar: el número no tiene WhatsApp o no acepta mensajes de empresas.",
  131031: "La cuenta de WhatsApp Business está bloqueada.",
  131042: "Hay un problema con el medio de pago de la cuenta de WhatsApp Business.",
  131045: "El número de envío no está bien registrado en WhatsApp.",
  131047: "Pasaron más de 24 horas desde el último mensaje del usuario: solo se puede enviar una plantilla.",
  131048: "WhatsApp frenó los envíos por posible spam: esperá antes de volver a enviar.",
  131049: "WhatsApp decidió no entregar este mensaje para cuidar la experiencia del usuario: probá más tarde.",
  131050: "El usuario pidió no recibir mensajes de marketing.",
  131051: "WhatsApp no admite este tipo de mensaje.",
  131052: "No se pudo descargar el archivo que mandó el usuario.",
  131053: "No se pudo subir el archivo a WhatsApp.",
  131056: "Demasiados mensajes al mismo número en poco tiempo: esperá un momento.",
  131057: "La cuenta de WhatsApp Business está en mantenimiento.",
  132000: "La cantidad de parámetros no coincide con la plantilla aprobada.",
  132001: "La plantilla no existe en WhatsApp (o no en ese idioma), o todavía no está aprobada.",
  132005: "El texto de la plantilla con sus parámetros es demasiado largo.",
  132007: "El contenido de la plantilla no cumple las políticas de WhatsApp.",
  132012: "Los parámetros no tienen el formato que pide la plantilla.",
  132015: "La plantilla está pausada por baja calidad.",
  132016: "La plantilla fue deshabilitada por baja calidad.",
  133010: "El número de envío no está registrado en WhatsApp.",
};

/** The messages this app writes itself (no code from Meta), already in Spanish. */
const OWN = [/^No se pudo conectar con WhatsApp/, /^WhatsApp respondió \d+/];

export interface ExplainedError {
  /** What happened, in Spanish. */
  message: string;
  /** Meta's original reason, for the "Detalle" line; null when there is nothing more to show. */
  detail: string | null;
  code: number | null;
}

/** The code in a stored reason: "(#131047) Re-engagement message" → 131047. */
export function whatsappErrorCode(reason: string): number | null {
  const m = /\(#(\d+)\)/.exec(reason);
  return m ? Number(m[1]) : null;
}

/**
 * A stored reason explained in Spanish, with the original as the detail. `inbound`: the error came with a
 * message the contact sent (one Meta could not read), so an unknown code is not a failed send.
 */
export function explainWhatsAppError(reason: string | null | undefined, inbound = false): ExplainedError {
  const raw = (reason ?? "").trim();
  if (!raw) return { message: "WhatsApp no dio el motivo.", detail: null, code: null };
  if (OWN.some((re) => re.test(raw))) return { message: raw, detail: null, code: null };
  const code = whatsappErrorCode(raw);
  const known = code !== null ? BY_CODE[code] : undefined;
  const message =
    known ??
    (inbound
      ? "WhatsApp no pudo leer este mensaje."
      : code !== null && code >= 132000 && code < 133000
        ? "WhatsApp rechazó la plantilla."
        : "WhatsApp no pudo enviar el mensaje.");
  return { message, detail: raw, code };
}
