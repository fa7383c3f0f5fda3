// Chart.js, registered once with what the dashboard draws, a white background
// (so that exported PNGs are not transparent), interval whiskers, one colour
// per strategy, and a card holding a chart with its PNG export button.

import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  LogarithmicScale,
  PointElement,
  SubTitle,
  Title,
  Tooltip,
  type Plugin,
} from "chart.js";
import { download, h } from "../dom.ts";
import { withPngText } from "./png-text.ts";

const whiteBackground: Plugin = {
  id: "whiteBackground",
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.globalCompositeOperation = "destination-over";
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/** Whiskers [lo, hi] over bars, per dataset and bar (kept beside the chart: Chart.js copies its options). */
export const whiskerIntervals = new WeakMap<Chart, [number, number][][]>();

const whiskers: Plugin = {
  id: "whiskers",
  afterDatasetsDraw(chart) {
    const intervals = whiskerIntervals.get(chart as Chart);
    if (!intervals) return;
    const y = chart.scales.y;
    const { ctx } = chart;
    ctx.save();
    ctx.strokeStyle = "#1d2430";
    ctx.lineWidth = 1.5;
    intervals.forEach((perBar, d) => {
      if (!chart.isDatasetVisible(d)) return;
      chart.getDatasetMeta(d).data.forEach((bar, i) => {
        const iv = perBar[i];
        if (!iv) return;
        const x = bar.x;
        const top = y.getPixelForValue(iv[1]);
        const bottom = y.getPixelForValue(iv[0]);
        const cap = 6;
        ctx.beginPath();
        ctx.moveTo(x, top);
        ctx.lineTo(x, bottom);
        ctx.moveTo(x - cap, top);
        ctx.lineTo(x + cap, top);
        ctx.moveTo(x - cap, bottom);
        ctx.lineTo(x + cap, bottom);
        ctx.stroke();
      });
    });
    ctx.restore();
  },
};

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LogarithmicScale,
  LineController,
  LineElement,
  PointElement,
  Filler,
  Legend,
  Tooltip,
  Title,
  SubTitle,
  whiteBackground,
  whiskers,
);
Chart.defaults.animation = false;
Chart.defaults.maintainAspectRatio = false;
Chart.defaults.font.family = "system-ui, sans-serif";

export { Chart };

const PALETTE = ["#2f7d4f", "#c0392b", "#2c5aa0", "#d68910", "#7d3c98", "#16a085", "#7f8c8d", "#a04000"];
export const colour = (i: number) => PALETTE[i % PALETTE.length];
export const translucent = (hex: string, alpha: number) =>
  `rgba(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)}, ${alpha})`;

/** What an exported chart is called: its file's name, and the experiment it shows (a line under the chart's title). */
export interface ChartNames {
  file: () => string;
  experiment: () => string;
}

/** How much finer than on screen a chart is exported. */
export const EXPORT_SCALE = 2;

/**
 * The chart as a PNG at twice the screen's resolution, with its title and the
 * experiment it shows drawn above it (and kept as the file's Title): the
 * chart is redrawn so for the picture and put back as it was.
 */
export function chartPng(c: Chart, title: string, experiment: string): Uint8Array {
  type Heading = { display: boolean; text: string | string[]; font?: unknown };
  const options = c.options as { devicePixelRatio?: number; plugins: { title: Heading; subtitle: Heading } };
  const ratio = options.devicePixelRatio;
  const keep = ({ display, text, font }: Heading): Heading => ({ display, text, font });
  const saved = { title: keep(options.plugins.title), subtitle: keep(options.plugins.subtitle) };
  try {
    options.devicePixelRatio = EXPORT_SCALE * (window.devicePixelRatio || 1);
    // Lines no wider than the chart (about 8 px a character of these fonts).
    const width = Math.max(30, Math.floor(c.width / 8));
    Object.assign(options.plugins.title, { display: true, text: wrapText(title, width), font: { size: 14, weight: "bold" } });
    Object.assign(options.plugins.subtitle, { display: true, text: wrapText(experiment, width), font: { size: 12 } });
    c.resize();
    c.update("none");
    const data = atob(c.toBase64Image("image/png", 1).split(",")[1]);
    return withPngText(
      Uint8Array.from(data, (ch) => ch.charCodeAt(0)),
      "Title",
      `${title} — ${experiment}`,
    );
  } finally {
    options.devicePixelRatio = ratio;
    Object.assign(options.plugins.title, saved.title);
    Object.assign(options.plugins.subtitle, saved.subtitle);
    c.resize();
    c.update("none");
  }
}

/** Text cut into lines of at most `width` characters, after a comma or a space where it can be. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const cut = Math.max(rest.lastIndexOf(", ", width), rest.lastIndexOf(" ", width));
    const at = cut > 0 ? cut + (rest[cut] === "," ? 1 : 0) : width;
    lines.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  return [...lines, rest];
}

/** A panel with a title, a canvas and a PNG button; returns both. */
export function chartCard(id: string, title: string, names: ChartNames, chart: () => Chart | undefined): { card: HTMLElement; canvas: HTMLCanvasElement } {
  const canvas = h("canvas", { id: `${id}-chart`, "aria-label": title, role: "img" });
  const png = h(
    "button",
    {
      type: "button",
      class: "small",
      id: `${id}-png`,
      title: "Save this chart as a PNG image, at twice the screen's resolution, titled with the experiment",
      onclick: () => {
        const c = chart();
        if (!c) return;
        download(`${names.file()}-${id}.png`, new Blob([chartPng(c, title, names.experiment()) as BlobPart], { type: "image/png" }));
      },
    },
    "PNG",
  );
  const card = h("figure", { class: "chart-card", id: `${id}-card` }, h("figcaption", {}, h("span", {}, title), png), h("div", { class: "chart" }, canvas));
  return { card, canvas };
}
