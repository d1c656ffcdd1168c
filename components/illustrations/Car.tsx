import type { CSSProperties } from 'react';
import { circle } from './svg-paths';
import type { CarShape } from '@/lib/content/preview-demo';

/**
 * Side views of cars, drawn by hand for the home page (no stock photos here, and SVG is light).
 * All shapes share one 248 × 104 canvas with the wheels on the same baseline, so they line up
 * in a slideshow. `paint` accepts any CSS colour, including a custom property.
 */

type Geometry = {
  body: string;
  windows: string[];
  wheels: [number, number];
  radius: number;
  door: number;
  headlight: string;
  roofRail?: boolean;
};

const shapes: Record<CarShape, Geometry> = {
  saloon: {
    body: 'M14 72C14 64 18 59 26 57L60 50C74 37 92 30 114 29H138C156 29 170 36 184 48L220 54C229 56 234 62 234 70V76C234 79 232 81 229 81H208A24 24 0 0 0 160 81H84A24 24 0 0 0 36 81H19C16 81 14 79 14 76Z',
    windows: ['M67 50C79 40 93 34 112 33H118V50Z', 'M124 33H138C152 33 163 39 175 49L124 50Z'],
    wheels: [60, 184],
    radius: 19,
    door: 121,
    headlight: 'M221 58L233 63L231 66L218 62Z',
  },
  suv: {
    body: 'M12 74C12 62 14 52 22 49L36 46L54 26C58 21 63 19 70 19H154C162 19 168 22 174 28L194 46L224 52C232 54 236 60 236 68V76C236 79 234 81 231 81H210A25 25 0 0 0 160 81H86A25 25 0 0 0 36 81H17C14 81 12 79 12 76Z',
    windows: [
      'M46 45L62 26C64 24 66 23 69 23H110V45Z',
      'M116 23H152C157 23 161 25 165 29L182 45H116Z',
    ],
    wheels: [61, 185],
    radius: 20,
    door: 113,
    headlight: 'M223 55L236 60L235 64L220 60Z',
    roofRail: true,
  },
  hatch: {
    body: 'M16 74C15 62 17 50 24 43L40 30C46 25 54 23 64 23H124C136 23 146 28 156 37L176 51L208 56C218 58 224 64 224 71V76C224 79 222 81 219 81H200A23 23 0 0 0 154 81H84A23 23 0 0 0 38 81H21C18 81 16 79 16 76Z',
    windows: [
      'M33 45L46 32C50 29 55 27 62 27H104V47Z',
      'M110 27H122C132 27 140 31 148 38L163 49L110 48Z',
    ],
    wheels: [61, 177],
    radius: 18,
    door: 107,
    headlight: 'M210 58L223 63L222 67L207 62Z',
  },
};

/** Both wheels (or rims, or hubs) as one path: a car costs a handful of DOM nodes. */
function wheelPath(g: Geometry, r: number) {
  return g.wheels.map((cx) => circle(cx, 81, r)).join('');
}

export function Car({
  shape,
  paint,
  className,
  x,
  y,
  width,
  simple = false,
}: {
  shape: CarShape;
  paint: string;
  className?: string;
  /** Position and width when the car is drawn inside another SVG. */
  x?: number;
  y?: number;
  width?: number;
  /** Body, windows and wheels only: for cars drawn a few pixels wide. */
  simple?: boolean;
}) {
  const g = shapes[shape];
  const paintStyle: CSSProperties = { fill: paint };
  return (
    <svg
      viewBox="0 0 248 104"
      aria-hidden="true"
      focusable="false"
      className={className}
      x={x}
      y={y}
      width={width}
      height={width ? (width * 104) / 248 : undefined}
    >
      {simple ? (
        <>
          <path d={g.body} style={paintStyle} />
          <path d={g.windows.join('')} fill="#1E293B" />
          <path d={wheelPath(g, g.radius)} fill="#0B1B34" />
        </>
      ) : (
        <CarDetails shape={shape} paintStyle={paintStyle} />
      )}
    </svg>
  );
}

function CarDetails({ shape, paintStyle }: { shape: CarShape; paintStyle: CSSProperties }) {
  const g = shapes[shape];
  const handles = [g.door - 22, g.door + 22].map((hx) => `M${hx} 58.25h9`).join('');
  return (
    <>
      <ellipse cx="124" cy="98" rx="108" ry="4.5" fill="#0B1B34" opacity="0.18" />
      {g.roofRail ? (
        <path d="M72 16H150" stroke="#334155" strokeWidth="3.5" strokeLinecap="round" />
      ) : null}
      <path d={g.body} style={paintStyle} />
      {/* shading under the shoulder line gives the flat paint some body */}
      <path d={g.body} fill="#0B1B34" opacity="0.16" clipPath="inset(62% 0 0 0)" />
      <path
        d={`M${g.wheels[0] - 6} 58H${g.wheels[1] + 30}`}
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d={g.windows.join('')} fill="#1E293B" />
      <path d={g.windows[1] ?? ''} fill="#fff" opacity="0.14" clipPath="inset(0 55% 0 0)" />
      <path
        d={`M${g.door} 50V78${handles}`}
        stroke="#0B1B34"
        strokeOpacity="0.3"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path d={g.headlight} fill="#FEF3C7" />
      <rect x={shape === 'suv' ? 13 : 15} y="60" width="8" height="5" rx="2" fill="#DC2626" />
      <path d={wheelPath(g, g.radius)} fill="#0B1B34" />
      <path
        d={wheelPath(g, g.radius * 0.6)}
        fill="#CBD5E1"
        stroke="#94A3B8"
        strokeWidth="2"
        strokeDasharray="3 3"
      />
      <path d={wheelPath(g, g.radius * 0.2)} fill="#475569" />
    </>
  );
}
