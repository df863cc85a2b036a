// A short PCM WAV tone: a real, playable audio for the demo's WhatsApp conversation and the end-to-end test
// (browsers play 16-bit PCM WAV natively, so the player works with no codec and no file in the repository).

/** `seconds` of a `hz` sine at 8 kHz, 16-bit mono, quiet. */
export function toneWav(seconds = 1.5, hz = 440, rate = 8000): Uint8Array {
  const samples = Math.round(seconds * rate);
  const out = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (at: number, s: string) => [...s].forEach((ch, i) => out.setUint8(at + i, ch.charCodeAt(0)));
  text(0, "RIFF");
  out.setUint32(4, 36 + samples * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  out.setUint32(16, 16, true); // fmt chunk size
  out.setUint16(20, 1, true); // PCM
  out.setUint16(22, 1, true); // mono
  out.setUint32(24, rate, true);
  out.setUint32(28, rate * 2, true); // bytes per second
  out.setUint16(32, 2, true); // block align
  out.setUint16(34, 16, true); // bits per sample
  text(36, "data");
  out.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    out.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 6000), true);
  }
  return new Uint8Array(out.buffer);
}
