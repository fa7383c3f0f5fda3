// A cumulative share drawn as a staircase with its corners written out: the
// share of deals within x holds flat up to each bucket's upper edge and rises
// there, never before. (Chart.js's stepped "after" rises at the previous
// point, which drew each share one bucket early: Spider's solver, all of its
// deals at about 400 ms, showed half of them done by 200 ms.)

export interface Point {
  x: number;
  y: number;
}

/** The curve from 0 at half the first edge, flat to each edge, then up: a plain line through these points. */
export function staircase(points: { x: number; share: number }[]): Point[] {
  if (!points.length) return [];
  const out: Point[] = [{ x: points[0].x / 2, y: 0 }];
  let y = 0;
  for (const p of points) {
    out.push({ x: p.x, y });
    y = p.share;
    out.push({ x: p.x, y });
  }
  return out;
}

/** The staircase's share at x: what a reader of the chart sees there. */
export function shareAt(curve: Point[], x: number): number {
  let y = 0;
  for (const p of curve) {
    if (p.x > x) break;
    y = p.y;
  }
  return y;
}
