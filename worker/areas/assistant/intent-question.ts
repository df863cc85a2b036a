// Whether a text asks or orders (docs/assistant.md): a question is never read as a command, so «¿hubo helada
// esta semana?» reads the frosts and never drafts one; «registrá…», «llovieron 20 mm» stay drafts.
import { plain, REGISTER } from "./intent-text";

/** Openings that make a question: interrogatives, "hubo", "hay", "si llovió…", "me decís", "sabés"… */
const ASKS = new RegExp(
  String.raw`^(?:(?:y|che|hola|bueno|decime|me decis|me podes decir|sabes|sabes si|queria saber|quiero saber|una pregunta)\s+)*` +
    String.raw`(?:que|cuant[oa]s?|cuando|cual(?:es)?|como|donde|quien(?:es)?|hubo|hay|habia|hubieron|si|me decis|sabes|decime)\b`,
);

/** True for a question: ¿…?, a trailing "?", or an interrogative opening; false when it opens with a command verb. */
export function isQuestion(text: string): boolean {
  const t = plain(text);
  if (new RegExp(String.raw`^(?:(?:che|bueno|por favor|me)\s+)*${REGISTER}s?\b`).test(t)) return false;
  return /[¿?]/.test(text) || ASKS.test(t);
}
