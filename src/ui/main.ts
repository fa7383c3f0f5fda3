// The dashboard: a navigation bar and one page per route (builder, run, past
// runs, comparison, deal viewer), shown again whenever the address changes.

import { builderPage } from "./builder-page.ts";
import { comparePage } from "./compare-page.ts";
import { h } from "./dom.ts";
import { hook } from "./hook.ts";
import { currentRoute, routeHash, type Route } from "./router.ts";
import { runPage } from "./run-page.ts";
import { runsPage } from "./runs-list.ts";
import { viewerPage } from "./viewer-page.ts";

type Page = (root: HTMLElement, route: Route) => () => void;
const PAGES: Record<string, Page> = { builder: builderPage, run: runPage, runs: runsPage, compare: comparePage, viewer: viewerPage };
const NAV: [string, string][] = [
  ["builder", "New experiment"],
  ["runs", "Past runs"],
  ["viewer", "Deal viewer"],
];

const root = document.getElementById("page")!;
const nav = document.getElementById("nav")!;
nav.replaceChildren(...NAV.map(([page, label]) => h("a", { href: routeHash(page), "data-page": page }, label)));

let leave = () => {};

function show(): void {
  const route = currentRoute();
  const page = PAGES[route.page] ? route.page : "builder";
  leave();
  hook.page = page;
  hook.drawn = "";
  for (const a of nav.querySelectorAll<HTMLAnchorElement>("a"))
    a.classList.toggle("current", a.dataset.page === page || (page === "run" && a.dataset.page === "runs"));
  window.scrollTo(0, 0);
  leave = PAGES[page](root, route);
}

window.addEventListener("hashchange", show);
show();
