// Uploads on the fake API (docs/spa-data.md): the SPA sends files through XMLHttpRequest (lib/api/binary.ts, for
// its progress), which fetch's stub never sees. This stub answers them from the same fakes and keeps what was sent.
import { vi } from "vitest";
import { answerOf, type Fake } from "./fake-api";

export interface SentUpload {
  method: string;
  url: string;
  body: Document | XMLHttpRequestBodyInit | null | undefined;
}

/** Stubs XMLHttpRequest with one answering from `fakes` (any other request: 404); returns the uploads sent. */
export function stubUploads(fakes: readonly Fake[]): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    timeout = 0;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = "GET";
    private url = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(body?: Document | XMLHttpRequestBodyInit | null) {
      sent.push({ method: this.method, url: this.url, body });
      void answerOf(fakes, this.url, { method: this.method }).then(async (res) => {
        this.status = res?.status ?? 404;
        this.responseText = res ? await res.text() : JSON.stringify({ ok: false, message: "No encontrado" });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}
