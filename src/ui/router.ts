// Hash routes: #/builder?..., #/run/<id>, #/runs, #/compare?runs=a,b,
// #/viewer?game=...&seed=...&strategy=...&step=... Each names a page and
// carries everything needed to show it again.

export interface Route {
  page: string;
  /** Path words after the page ("run/<id>" -> ["<id>"]). */
  args: string[];
  params: URLSearchParams;
}

export function currentRoute(hash = location.hash): Route {
  const text = hash.replace(/^#\/?/, "");
  const q = text.indexOf("?");
  const path = (q < 0 ? text : text.slice(0, q)).split("/").filter(Boolean).map(decodeURIComponent);
  return { page: path[0] ?? "builder", args: path.slice(1), params: new URLSearchParams(q < 0 ? "" : text.slice(q + 1)) };
}

export function routeHash(page: string, args: string[] = [], params?: URLSearchParams | string): string {
  const query = params === undefined ? "" : String(params);
  return `#/${[page, ...args.map(encodeURIComponent)].join("/")}${query ? `?${query}` : ""}`;
}

export function navigate(hash: string): void {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = hash;
}

/** Changes the address without showing the page again (the viewer's step). */
export function replaceHash(hash: string): void {
  history.replaceState(history.state, "", hash);
}

/** The full address of a route, to share. */
export const routeUrl = (hash: string) => `${location.origin}${location.pathname}${hash}`;
