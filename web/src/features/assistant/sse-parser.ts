// A small server-sent events reader (the WHATWG event-stream format): text arrives in chunks cut
// anywhere, even inside a line or a "\r\n"; each blank line dispatches the event gathered so far.
// Hand-written because the chat posts a body, which EventSource cannot.

export interface SseMessage {
  /** The `event:` field; "message" when the server sent none. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

export interface SseParser {
  /** Feeds the next piece of text. */
  push(chunk: string): void;
  /** The stream ended: a last event without its blank line is still dispatched. */
  end(): void;
}

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  // A chunk ending in "\r" may be half of "\r\n": the "\n" opening the next chunk is not a second line.
  let skipLf = false;

  const dispatch = () => {
    if (data.length) onMessage({ event: event || "message", data: data.join("\n") });
    event = "";
    data = [];
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return; // a comment (keep-alive)
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLf && text.startsWith("\n")) text = text.slice(1);
      skipLf = false;
      buffer += text;
      let at: number;
      while ((at = buffer.search(/[\r\n]/)) >= 0) {
        const crlf = buffer[at] === "\r" && buffer[at + 1] === "\n";
        if (buffer[at] === "\r" && at === buffer.length - 1) skipLf = true;
        line(buffer.slice(0, at));
        buffer = buffer.slice(at + (crlf ? 2 : 1));
      }
    },
    end() {
      if (buffer) line(buffer);
      buffer = "";
      dispatch();
    },
  };
}
