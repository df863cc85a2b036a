// A photo's object URL: its bytes fetched with the session's token (an <img> cannot send it), revoked
// when the component unmounts or the photo changes.
import { useEffect, useState } from "react";
import { fetchBlob } from "../../lib/api/binary";

export function usePhotoUrl(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; src: string | null; failed: boolean }>({
    url: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchBlob(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state.url === url ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}
