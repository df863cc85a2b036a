// The reader layer in a flow (docs/animals-reading.md): a session file of a stick reader or a scale, and a
// reader connected over Web Serial where the browser has it. Both hand their reads to the flow's one entry,
// as the typed box does; each serial read beeps and buzzes ("new" when it joined the list, "known" otherwise).
import { useMemo, useState } from "react";
import { useMessages } from "../../lib/i18n";
import { flowMessages } from "./flow-messages";
import { lineProblem, type OnReads } from "./flow-reads";
import { createReadFeedback } from "./reading/read-feedback";
import { parseReaderFile } from "./reading/reader-file";
import { useSerialReader } from "./reading/use-serial-reader";

/** The file's text (FileReader: every browser the app supports has it, old Safari's File lacks text()). */
const fileText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsText(file);
  });

interface Props {
  onReads: OnReads;
  /** Take the file's weights (a weighing session); a tagging takes only the tags. */
  withKg?: boolean;
}

export function ReaderTools({ onReads, withKg = false }: Props) {
  const t = useMessages(flowMessages);
  const [fileError, setFileError] = useState<string | null>(null);
  const feedback = useMemo(() => createReadFeedback(), []);
  const serial = useSerialReader({
    onTag: (tag) => {
      const { added } = onReads([{ tag }]);
      feedback(added.length > 0 ? "new" : "known");
    },
  });

  async function importFile(file: File) {
    setFileError(null);
    try {
      const parsed = parseReaderFile(await fileText(file));
      const lines = parsed.rows.length + parsed.errors.length;
      onReads(
        parsed.rows.map((r) => (withKg && r.kg !== null ? { tag: r.tag, kg: r.kg } : { tag: r.tag })),
        parsed.errors.map((e) => lineProblem(e, Math.max(lines, 2))),
      );
    } catch {
      setFileError(t.fileError);
    }
  }

  const connected = serial.status === "connected";
  return (
    <div className="reader-tools">
      <label className="btn btn-secondary reader-file">
        {t.importFile}
        <input
          type="file"
          className="visually-hidden"
          accept=".csv,.txt,.tsv,text/csv,text/plain"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void importFile(file);
          }}
        />
      </label>
      {serial.supported ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void (connected ? serial.disconnect() : serial.connect())}
        >
          {connected ? t.disconnectReader : t.connectReader}
        </button>
      ) : null}
      {serial.supported && serial.status !== "disconnected" ? (
        <span className="muted" role="status">
          {
            {
              disconnected: t.serialDisconnected,
              connecting: t.serialConnecting,
              connected: t.serialConnected,
              failed: t.serialFailed,
              lost: t.serialLost,
            }[serial.status]
          }
        </span>
      ) : null}
      {fileError ? (
        <p className="form-error" role="alert">
          {fileError}
        </p>
      ) : null}
    </div>
  );
}
