// Phone normalisation (docs/client-rules.md), shared by the API and the SPA's phone input.

export const AR_PREFIX = "+549";
export const AR_MIN_LENGTH = 13;
/** E.164 allows at most 15 digits after the +. */
const MAX_LENGTH = 16;

/**
 * Argentine normalisation exactly as docs/client-rules.md: strip everything but digits, ensure a leading +,
 * ensure the +549 prefix (+54… becomes +549…, anything else gets +549 in front); valid only when
 * at least 13 characters of +549 and digits. Returns null when invalid.
 */
export function normalizeArgentinePhone(input: string): string | null {
  let phone = `+${input.replace(/\D/g, "")}`;
  if (!phone.startsWith(AR_PREFIX)) {
    phone = phone.startsWith("+54") ? AR_PREFIX + phone.slice(3) : AR_PREFIX + phone.slice(1);
  }
  if (phone.length < AR_MIN_LENGTH || phone.length > MAX_LENGTH || !/^\+549\d+$/.test(phone)) return null;
  return phone;
}

/**
 * Any phone: numbers written with another country's code (+1, +598…) are checked as E.164;
 * everything else is treated as Argentine. Returns the stored form, or null when invalid.
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.startsWith("+") && !trimmed.startsWith("+54")) {
    const phone = `+${trimmed.replace(/\D/g, "")}`;
    return /^\+[1-9]\d{6,14}$/.test(phone) ? phone : null;
  }
  return normalizeArgentinePhone(trimmed);
}
