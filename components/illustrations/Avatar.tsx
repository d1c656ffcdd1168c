import type { AvatarLook } from '@/lib/content/people';
import { circle, ellipse } from './svg-paths';

/**
 * Illustrated portraits for testimonials: head and shoulders in flat colours, varied by hair,
 * beard and glasses (the look is each person's, lib/content/people.ts). Decorative (the name
 * sits next to it), so hidden from assistive tech.
 */
export type { AvatarLook };

const hairBack: Partial<Record<AvatarLook['hairStyle'], string>> = {
  long: 'M18 32C16 17 23 9 32 9S48 17 46 32L48 50C40 53 24 53 16 50Z',
  wavy: 'M19 30C17 18 24 10 32 10S47 18 45 30C47 34 46 39 43 41H21C18 39 17 34 19 30Z',
};

const hairFront: Record<AvatarLook['hairStyle'], string> = {
  short: 'M20.5 27C19 15 26 10.5 33 10.5C40 10.5 45.5 15 43.5 27C42 21 38 18 32 18S22 21 20.5 27Z',
  long: 'M20.5 28C20 16 26 11.5 32 11.5S44 16 43.5 28C41 20 36 17.5 31 18C28 22 24 25 20.5 28Z',
  bun: 'M20.5 27C20 16 26 12 32 12S44 16 43.5 27C41 21 37 18.5 32 18.5S23 21 20.5 27Z',
  receding:
    'M20.5 30C20 23 21 20 23 18.5C22 23 22 26 22 30ZM43.5 30C44 23 43 20 41 18.5C42 23 42 26 42 30Z',
  wavy: 'M20 28C19 17 25 11 32 11S45 17 44 28C42 23 40 20 36 19C33 22 27 22 24 20C22 22 21 25 20 28Z',
};

// Same-coloured parts share one path, so six portraits stay light for the browser.
const skin = [
  'M27 39H37V46C35 48.5 29 48.5 27 46Z',
  ellipse(20.5, 30, 2.2, 3.2),
  ellipse(43.5, 30, 2.2, 3.2),
  ellipse(32, 29, 11.5, 13.5),
].join('');
const eyes = `${circle(27.5, 29.5, 1.4)}${circle(36.5, 29.5, 1.4)}`;
const glasses = `${circle(27.5, 29.5, 3.6)}${circle(36.5, 29.5, 3.6)}M31.1 29.5H32.9`;
const beard = 'M21 31C21.5 39 26 43 32 43S42.5 39 43 31C41 35 38 36.5 32 36.5S23 35 21 31Z';

export function Avatar({ look, className }: { look: AvatarLook; className?: string }) {
  const back = hairBack[look.hairStyle];
  const hair = [
    look.hairStyle === 'bun' ? circle(32, 9.5, 5.5) : '',
    hairFront[look.hairStyle],
    look.beard ? beard : '',
  ].join('');
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" fill={look.background} />
      {back ? <path d={back} fill={look.hair} /> : null}
      <path d="M7 64C9 50 20 43.5 32 43.5S55 50 57 64Z" fill={look.shirt} />
      <path d={skin} fill={look.skin} />
      <path d={hair} fill={look.hair} />
      <path
        d="M26.5 44.5L32 51L37.5 44.5"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.7"
        strokeWidth="2"
      />
      <path d={eyes} fill="#0B1B34" />
      {look.glasses ? <path d={glasses} fill="none" stroke="#0B1B34" strokeWidth="1.2" /> : null}
      <path
        d="M28.5 35.5Q32 38.5 35.5 35.5"
        fill="none"
        stroke="#7C2D12"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
