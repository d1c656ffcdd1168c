/**
 * Shapes as path data. Drawing many same-coloured shapes as one <path> keeps the illustrations
 * light for the browser (and for the accessibility checks that walk every node).
 */
/** A tenth of a unit: finer than any screen shows at these sizes, and every digit is in the page twice (HTML and RSC). */
const n = (value: number) => Math.round(value * 10) / 10;

export function roundedRect(x: number, y: number, w: number, h: number, r = 0) {
  const radius = Math.min(r, w / 2, h / 2);
  if (radius <= 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  const a = (dx: number, dy: number) => `a${n(radius)} ${n(radius)} 0 0 1 ${n(dx)} ${n(dy)}`;
  return (
    `M${n(x + radius)} ${n(y)}h${n(w - 2 * radius)}${a(radius, radius)}` +
    `v${n(h - 2 * radius)}${a(-radius, radius)}h${n(-(w - 2 * radius))}` +
    `${a(-radius, -radius)}v${n(-(h - 2 * radius))}${a(radius, -radius)}Z`
  );
}

export function circle(cx: number, cy: number, r: number) {
  return ellipse(cx, cy, r, r);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number) {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}
