// Dictation where the browser offers speech recognition (Chrome's webkitSpeechRecognition, es-AR):
// the heard text goes to `onText`; without support the mic button is not shown at all.
import { useCallback, useEffect, useRef, useState } from "react";

interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionClass = new () => Recognition;

function recognitionClass(): RecognitionClass | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function useVoiceInput(onText: (text: string) => void) {
  const [supported] = useState(() => recognitionClass() !== null);
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  }, [onText]);
  useEffect(() => () => current.current?.stop(), []);

  const toggle = useCallback(() => {
    if (current.current) {
      current.current.stop();
      return;
    }
    const Class = recognitionClass();
    if (!Class) return;
    const recognition = new Class();
    recognition.lang = "es-AR";
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const text = Array.from(event.results)
        .map((r) => r[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (text) latest.current(text);
    };
    recognition.onend = recognition.onerror = () => {
      current.current = null;
      setListening(false);
    };
    current.current = recognition;
    setListening(true);
    recognition.start();
  }, []);

  return { supported, listening, toggle };
}
