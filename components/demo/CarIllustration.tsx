import type { BodyStyle } from '@/lib/content/demo-dealers/dealer-types';
import { carShapes, groundY } from './car-shapes';

/** Five spokes as one path (fewer nodes to hydrate when a page shows a dozen cars). */
function spokes(x: number, y: number, length: number) {
  return [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return `M${x} ${y}L${(x + Math.sin(rad) * length).toFixed(1)} ${(y - Math.cos(rad) * length).toFixed(1)}`;
    })
    .join('');
}

/**
 * A hand-drawn side view of a car in any body style and paint colour. Flat shapes with
 * translucent highlights and shade, so no gradient ids can clash when many cars share a page.
 */
export function CarIllustration({
  body,
  colour,
  electric = false,
  className = 'h-auto w-full',
}: {
  body: BodyStyle;
  colour: string;
  /** Adds a small charging-port accent (EV inventories). */
  electric?: boolean;
  className?: string;
}) {
  const shape = carShapes[body];
  const r = shape.wheelRadius;
  const cy = groundY - r;
  const [archR, archY] = shape.arch;
  return (
    <svg viewBox="0 0 400 150" aria-hidden="true" focusable="false" className={className}>
      <ellipse cx="205" cy={groundY + 3} rx="192" ry="8" fill="#0f172a" opacity="0.16" />
      {shape.wheels.map((x) => (
        <path
          key={x}
          d={`M${x - archR} ${archY}A${archR} ${archR} 0 0 1 ${x + archR} ${archY}Z`}
          fill="#0b1120"
        />
      ))}
      <path d={shape.body} fill={colour} />
      {/* Shade on the lower half and light on the glass give the flat paint some volume. */}
      <path d={shape.body} fill="#000" opacity="0.14" style={{ clipPath: 'inset(58% 0 0 0)' }} />
      <path d={shape.sill} fill="#000" opacity="0.22" />
      {shape.detail ? <path d={shape.detail} fill="#0b1120" opacity="0.7" /> : null}
      <path d={shape.glass} fill="#1e293b" />
      <path d={shape.glass} fill="#fff" opacity="0.2" style={{ clipPath: 'inset(0 58% 0 0)' }} />
      {shape.pillar ? (
        <rect
          x={shape.pillar[0] - 3}
          y={shape.pillar[1]}
          width="6"
          height={shape.pillar[2] - shape.pillar[1]}
          fill={colour}
        />
      ) : null}
      <path d={shape.headlight} fill="#fef3c7" />
      <path d={shape.taillight} fill="#dc2626" />
      {electric ? (
        <rect x={shape.wheels[0] + 34} y={archY - 34} width="12" height="6" rx="2" fill="#a3e635" />
      ) : null}
      {shape.wheels.map((x) => (
        <g key={x}>
          <circle cx={x} cy={cy} r={r} fill="#111827" />
          <circle cx={x} cy={cy} r={r * 0.64} fill="#cbd5e1" />
          <circle cx={x} cy={cy} r={r * 0.52} fill="#64748b" />
          <path d={spokes(x, cy, r * 0.6)} stroke="#e2e8f0" strokeWidth="3.6" />
          <circle cx={x} cy={cy} r={r * 0.16} fill="#334155" />
        </g>
      ))}
    </svg>
  );
}
