// The chat's server-sent events reader: events come out whole whatever the chunks (cut inside a
// field, a "\r\n", or one character at a time), and only the assistant's event types are kept.
import { describe, expect, it } from "vitest";
import { toAssistantEvent } from "../../web/src/features/assistant/assistant-stream";
import { createSseParser, type SseMessage } from "../../web/src/features/assistant/sse-parser";

const STREAM =
  ': keep-alive\n\nevent: start\ndata: {"thread_id":3,"model":{"kind":"local","id":"tropero-local","label":"Modelo local (sin IA)"}}\n\n' +
  'event: text\r\ndata: {"delta":"Tenés 1.520 "}\r\n\r\n' +
  'event: text\rdata: {"delta":"cabezas.\\nListo"}\r\r' +
  'event: end\ndata: {"message_id":9,"steps":2,"finish":"stop"}\n\n';

const EXPECTED: SseMessage[] = [
  {
    event: "start",
    data: '{"thread_id":3,"model":{"kind":"local","id":"tropero-local","label":"Modelo local (sin IA)"}}',
  },
  { event: "text", data: '{"delta":"Tenés 1.520 "}' },
  { event: "text", data: '{"delta":"cabezas.\\nListo"}' },
  { event: "end", data: '{"message_id":9,"steps":2,"finish":"stop"}' },
];

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return out;
}

describe("SSE parser", () => {
  it("reads a stream given whole", () => {
    expect(parse([STREAM])).toEqual(EXPECTED);
  });

  it("reads the same events with the text cut at every position", () => {
    for (let at = 1; at < STREAM.length; at++) {
      expect(parse([STREAM.slice(0, at), STREAM.slice(at)])).toEqual(EXPECTED);
    }
  });

  it("reads it one character at a time, and three cuts at random places", () => {
    expect(parse([...STREAM])).toEqual(EXPECTED);
    for (let n = 0; n < 200; n++) {
      const cuts = [0, ...[1, 2, 3].map(() => Math.floor(Math.random() * STREAM.length)).sort((a, b) => a - b)];
      const chunks = cuts.map((c, i) => STREAM.slice(c, cuts[i + 1] ?? STREAM.length));
      expect(parse(chunks)).toEqual(EXPECTED);
    }
  });

  it("joins data lines, defaults the event to message, and dispatches a last event without its blank line", () => {
    expect(parse(["data: a\ndata:b\n\n", "event: end\ndata: {}"])).toEqual([
      { event: "message", data: "a\nb" },
      { event: "end", data: "{}" },
    ]);
  });

  it("ignores events without data and unknown fields", () => {
    expect(parse(["event: text\n\nid: 4\nretry: 10\nevent: text\ndata: x\n\n"])).toEqual([
      { event: "text", data: "x" },
    ]);
  });
});

describe("assistant events", () => {
  it("takes the type from event: when the JSON has none, and skips unknown types and bad JSON", () => {
    expect(toAssistantEvent("text", '{"delta":"Hola"}')).toEqual({ type: "text", delta: "Hola" });
    expect(toAssistantEvent("message", '{"type":"end","message_id":1,"steps":1,"finish":"stop"}')).toEqual({
      type: "end",
      message_id: 1,
      steps: 1,
      finish: "stop",
    });
    expect(toAssistantEvent("ping", "{}")).toBeNull();
    expect(toAssistantEvent("text", "{nope")).toBeNull();
  });
});
