// Contacts shared in the thread (docs/whatsapp.md): each one's name and numbers, the numbers as tel: links
// (a tap calls from a phone).
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import { detailsOf, type BodyProps } from "./bubble-props";

/** A number as a tel: link: digits and a leading +, the spaces and dashes people type dropped. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function ContactsBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  const contacts = detailsOf(m, "contacts")?.contacts ?? [];
  if (contacts.length === 0) return <p className="bubble-text">{m.body}</p>;
  return (
    <>
      <p className="bubble-label">{t.contacts(contacts.length)}</p>
      <ul className="bubble-contacts">
        {contacts.map((c, i) => (
          <li key={i}>
            <p className="bubble-place">{c.name || t.noName}</p>
            {c.phones.length ? (
              <ul className="bubble-phones" aria-label={c.name || t.noName}>
                {c.phones.map((phone, j) => (
                  <li key={j}>
                    <a href={telHref(phone)}>{phone}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
