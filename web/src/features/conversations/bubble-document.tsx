// A document in the thread (docs/whatsapp.md): its file name and size, a link that downloads it from the
// signed URL, and the text sent with it; "descargando..." or why it could not be kept, like images.
import { useMessages } from "../../lib/i18n";
import { bubbleMessages } from "./bubble-messages";
import { detailsOf, type BodyProps } from "./bubble-props";
import { Caption, Stored } from "./bubble-media";
import { formatFileSize } from "./file-size";

export function DocumentBody({ m }: Pick<BodyProps, "m">) {
  const t = useMessages(bubbleMessages);
  const filename = detailsOf(m, "document")?.filename ?? null;
  const name = filename || t.document;
  // Without a caption the body repeats the file name (webhook-payload.ts): shown once.
  const caption = m.body === filename ? "" : m.body;
  return (
    <>
      <Stored m={m} pending={t.documentPending(name)} failed={(reason) => t.documentFailed(name, reason)}>
        {(url) => (
          <div className="bubble-document">
            <span className="bubble-document-icon" aria-hidden="true">
              📄
            </span>
            <div className="bubble-document-info">
              <a className="bubble-document-name" href={url} download={filename ?? ""}>
                <span className="visually-hidden">{t.download}</span> {name}
              </a>
              {m.media_size !== null ? <p className="bubble-muted">{formatFileSize(m.media_size)}</p> : null}
            </div>
          </div>
        )}
      </Stored>
      <Caption text={caption} />
    </>
  );
}
