// While the visitor types, the browser fetches the app's code (its entry, the shell and the dashboard,
// listed by the build in the `tropero-after-log-in` meta tag, vite.config.ts), so the page load after log-in
// runs from the cache. Not before the first keystroke: a visitor who only looks pays nothing.
export function prefetchAppOnFirstInput(form: HTMLElement): void {
  const start = () => {
    form.removeEventListener("input", start);
    const files = document.querySelector<HTMLMetaElement>('meta[name="tropero-after-log-in"]')?.content ?? "";
    for (const href of files.split(" ").filter(Boolean)) {
      // As the app's own module scripts will ask for them (CORS mode), so those requests reuse these answers.
      const link = Object.assign(document.createElement("link"), { rel: "prefetch", href, crossOrigin: "" });
      document.head.appendChild(link);
    }
  };
  form.addEventListener("input", start);
}
