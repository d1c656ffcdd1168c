/**
 * Shapes as path data. Drawing many same-coloured shapes as one <path> keeps the illustrations
 * light for the browser (and for the accessibility checks that walk every node).
 */
const n = (value: number) => Math.round(value * 100) / 100;

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
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}
