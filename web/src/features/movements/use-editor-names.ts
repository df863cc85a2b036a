// Names of the users in an edit history: GET /user/{id} once per distinct id (SPEC.md §2),
// remembered for the session so revisiting a record asks again for nobody.
import { useEffect, useState } from "react";
import { fullName } from "../../lib/text";
import { fetchUserName } from "./movements-api";

const known = new Map<number, Promise<string | null>>();

function nameOf(id: number): Promise<string | null> {
  let pending = known.get(id);
  if (!pending) {
    pending = fetchUserName(id)
      .then((u) => fullName(u) || null)
      .catch(() => {
        known.delete(id);
        return null;
      });
    known.set(id, pending);
  }
  return pending;
}

/** Names by user id; `ready` once every id has answered (or failed). */
export function useEditorNames(ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(",");
  const [state, setState] = useState<{ key: string; names: Map<number, string | null> }>({ key: "", names: new Map() });

  useEffect(() => {
    let alive = true;
    const unique = key ? key.split(",").map(Number) : [];
    void Promise.all(unique.map(async (id) => [id, await nameOf(id)] as const)).then((pairs) => {
      if (alive) setState({ key, names: new Map(pairs) });
    });
    return () => {
      alive = false;
    };
  }, [key]);

  return { names: state.names, ready: state.key === key };
}
