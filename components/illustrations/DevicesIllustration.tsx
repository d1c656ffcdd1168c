import { Car } from './Car';
import { circle, roundedRect } from './svg-paths';

type Box = { x: number; y: number; w: number; h: number };

/** A dealership site drawn small inside a screen: header, hero with a car, vehicle cards. */
function MiniSite({ x, y, w, h, columns }: Box & { columns: number }) {
  const header = Math.max(14, h * 0.1);
  const hero = h * 0.42;
  const gap = w * 0.04;
  // The car sits inside the hero band whatever the screen's proportions.
  const carW = Math.min(w * 0.5, hero * 1.7);
  const cardW = (w - gap * (columns + 1)) / columns;
  const cardsTop = y + header + hero + gap;
  const rows = Math.max(1, Math.floor((y + h - cardsTop) / (cardW * 0.9 + gap)));
  const cardH = Math.min(cardW * 0.9, (y + h - cardsTop - gap * rows) / rows);
  const heroTop = y + header;

  // One path per layer and colour: the same picture with a fraction of the DOM nodes.
  const paint = new Map<string, string[]>();
  const add = (layer: number, fill: string, d: string) => {
    const key = `${layer}|${fill}`;
    paint.set(key, [...(paint.get(key) ?? []), d]);
  };
  add(0, '#fff', roundedRect(x, y, w, h));
  add(0, '#F1F5F9', roundedRect(x, y, w, header));
  add(0, '#1D4ED8', roundedRect(x, heroTop, w, hero));
  add(2, '#F59E0B', circle(x + header / 2 + 2, y + header / 2, header * 0.28));
  add(2, '#0B1B34', roundedRect(x + header + 2, y + header * 0.38, w * 0.22, header * 0.24, 2));
  add(
    2,
    '#1D4ED8',
    roundedRect(x + w * 0.78, y + header * 0.28, w * 0.2, header * 0.44, header * 0.22),
  );
  add(2, '#fff', roundedRect(x + w * 0.06, heroTop + hero * 0.22, w * 0.36, hero * 0.1, 2));
  add(2, '#BFDBFE', roundedRect(x + w * 0.06, heroTop + hero * 0.4, w * 0.26, hero * 0.07, 2));
  add(
    2,
    '#F59E0B',
    roundedRect(x + w * 0.06, heroTop + hero * 0.6, w * 0.2, hero * 0.16, hero * 0.08),
  );
  const tints = ['#DBEAFE', '#FEF3C7', '#D1FAE5', '#EDE9FE'];
  for (let i = 0; i < rows * columns; i += 1) {
    const cx = x + gap + (i % columns) * (cardW + gap);
    const cy = cardsTop + Math.floor(i / columns) * (cardH + gap);
    add(0, '#E2E8F0', roundedRect(cx - 0.5, cy - 0.5, cardW + 1, cardH + 1, 4.5));
    add(1, '#F8FAFC', roundedRect(cx, cy, cardW, cardH, 4));
    add(2, tints[i % 4] ?? '#DBEAFE', roundedRect(cx + 3, cy + 3, cardW - 6, cardH * 0.55, 3));
    add(2, '#0B1B34', roundedRect(cx + 4, cy + cardH * 0.68, cardW * 0.55, cardH * 0.09, 1.5));
    add(2, '#059669', roundedRect(cx + 4, cy + cardH * 0.82, cardW * 0.35, cardH * 0.08, 1.5));
  }
  const layers = [...paint.entries()].sort(([a], [b]) => Number(a[0]) - Number(b[0]));
  return (
    <g>
      {layers.map(([key, parts]) => (
        <path key={key} d={parts.join('')} fill={key.split('|')[1]} />
      ))}
      <Car
        shape="suv"
        paint="#F8FAFC"
        x={x + w * 0.97 - carW}
        y={heroTop + hero * 0.96 - (carW * 104) / 248}
        width={carW}
        simple
      />
    </g>
  );
}

/** Desktop, tablet and phone showing the same dealership website. */
export function DevicesIllustration() {
  const frame = { fill: '#06101F', stroke: '#fff', strokeOpacity: 0.15 };
  return (
    <svg viewBox="0 0 560 340" aria-hidden="true" focusable="false" className="h-auto w-full">
      <path d="M172 260H228L238 298H162Z" fill="#94A3B8" />
      <path d={roundedRect(140, 296, 120, 10, 5)} fill="#CBD5E1" />
      <path d={roundedRect(10, 10, 380, 250, 14)} {...frame} />
      <MiniSite x={22} y={22} w={356} h={214} columns={4} />
      <path d={roundedRect(318, 92, 156, 214, 16)} {...frame} />
      <MiniSite x={328} y={104} w={136} h={190} columns={2} />
      <path d={roundedRect(452, 142, 96, 190, 16)} {...frame} />
      <MiniSite x={459} y={158} w={82} h={158} columns={1} />
      <path d={roundedRect(486, 148, 28, 5, 2.5)} fill="#334155" />
      <path d={roundedRect(466, 296, 68, 14, 7)} fill="#059669" />
    </svg>
  );
}
