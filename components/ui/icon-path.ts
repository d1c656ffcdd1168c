import type { IconNode } from 'lucide';

type Attributes = Record<string, string | number | undefined>;

const n = (value: string | number | undefined) => Number(value ?? 0);

/**
 * A path's first move made absolute: a path's opening `m` counts from the origin, but once it
 * follows another shape in the same path it would count from where that one ended. Its further
 * pairs are relative lines, and stay so.
 */
function absoluteStart(d: string) {
  const start = /^\s*m([^a-zA-Z]*)([\s\S]*)$/.exec(d);
  if (!start) return d;
  const [x, y, ...rest] = start[1]!.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  return `M${x} ${y}${rest.length > 0 ? `l${rest.join(' ')}` : ''}${start[2]}`;
}

/** One Lucide shape (path, circle, ellipse, rect, line, polyline, polygon) as path data. */
export function shapePath(tag: string, a: Attributes): string {
  switch (tag) {
    case 'path':
      return absoluteStart(String(a.d));
    case 'line':
      return `M${n(a.x1)} ${n(a.y1)}L${n(a.x2)} ${n(a.y2)}`;
    case 'polyline':
    case 'polygon': {
      const points = String(a.points)
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const pairs = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
      return `M${pairs.join('L')}${tag === 'polygon' ? 'Z' : ''}`;
    }
    case 'circle':
    case 'ellipse': {
      const rx = n(tag === 'circle' ? a.r : a.rx);
      const ry = n(tag === 'circle' ? a.r : a.ry);
      const [cx, cy] = [n(a.cx), n(a.cy)];
      // Two half arcs: an SVG arc cannot draw a whole ellipse on its own.
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
    }
    case 'rect': {
      const [x, y, w, h] = [n(a.x), n(a.y), n(a.width), n(a.height)];
      // As SVG resolves them: a missing radius takes the other's value, and neither passes half a side.
      const rx = Math.min(n(a.rx ?? a.ry), w / 2);
      const ry = Math.min(n(a.ry ?? a.rx), h / 2);
      if (rx === 0 || ry === 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}H${x + w - rx}${corner(rx, ry)}V${y + h - ry}${corner(-rx, ry)}` +
        `H${x + rx}${corner(-rx, -ry)}V${y + ry}${corner(rx, -ry)}Z`
      );
    }
    default:
      throw new Error(`An icon shape this module cannot draw as a path: <${tag}>`);
  }
}

/**
 * An icon's shapes as few elements as it can: every outline in one <path> (all of them are
 * stroked alike, so one path draws the same), and only a shape with a style of its own (a dot
 * filled in) kept apart. The home page drew 81 icons with 210 shapes; this keeps its DOM under
 * Lighthouse's 1,400-element line (docs/testing.md).
 */
export function mergedShapes(node: IconNode): IconNode {
  const geometry = new Set([
    'd',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'x',
    'y',
    'width',
    'height',
    'x1',
    'x2',
    'y1',
    'y2',
    'points',
  ]);
  const outlines: string[] = [];
  const apart: IconNode = [];
  for (const [tag, attributes] of node) {
    const plain = Object.keys(attributes).every((key) => geometry.has(key));
    if (plain) outlines.push(shapePath(tag, attributes as Attributes));
    else apart.push([tag, attributes]);
  }
  return outlines.length > 0 ? [['path', { d: outlines.join('') }], ...apart] : apart;
}
