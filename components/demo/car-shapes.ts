import type { BodyStyle } from '@/lib/content/demo-dealers/dealer-types';

/**
 * Side views of each body style, drawn by hand on a 400 × 150 grid (ground at y = 134, the car
 * faces right). `body` is the painted silhouette with both wheel arches cut out, `glass` the side
 * windows, `pillar` the B-pillar drawn over the glass, `wheels` the centres' x.
 */
export type CarShape = {
  body: string;
  glass: string;
  /** B-pillar drawn over the glass: x, top and bottom. */
  pillar?: readonly [number, number, number];
  /** Wheel-arch radius and the y of the body's lower edge (where the arches open). */
  arch: readonly [number, number];
  /** Lower-body line (sill) that gives the side some depth. */
  sill: string;
  wheels: readonly [number, number];
  wheelRadius: number;
  headlight: string;
  taillight: string;
  /** Dark details: a supercar's side intake, a pickup's bed rail. */
  detail?: string;
};

export const groundY = 134;

export const carShapes: Record<BodyStyle, CarShape> = {
  sedan: {
    body: 'M22 110C18 96 22 84 36 80L112 72C132 60 150 44 174 36C192 31 214 30 236 30C258 30 276 38 300 58L364 70C380 74 388 86 388 100L386 110L334 110A30 30 0 0 0 274 110L126 110A30 30 0 0 0 66 110Z',
    glass: 'M150 66C166 52 184 42 206 39L238 38C256 38 270 46 288 62L290 66Z',
    pillar: [222, 37, 68],
    arch: [30, 110],
    sill: 'M126 104L274 104L272 110L128 110Z',
    wheels: [96, 304],
    wheelRadius: 25,
    headlight: 'M364 76L384 82L384 88L362 84Z',
    taillight: 'M24 86L40 82L42 90L24 94Z',
  },
  coupe: {
    body: 'M22 110C18 96 22 86 36 82L118 74C140 58 160 44 186 38C206 34 230 34 248 36C268 40 286 52 306 64L364 72C380 76 388 88 388 100L386 110L334 110A30 30 0 0 0 274 110L126 110A30 30 0 0 0 66 110Z',
    glass: 'M160 68C176 54 194 45 214 42L246 42C262 44 276 54 292 66Z',
    pillar: [248, 40, 68],
    arch: [30, 110],
    sill: 'M126 104L274 104L272 110L128 110Z',
    wheels: [96, 304],
    wheelRadius: 25,
    headlight: 'M366 78L384 84L384 90L362 86Z',
    taillight: 'M24 88L42 84L42 92L24 96Z',
  },
  supercar: {
    body: 'M20 108C16 96 20 86 34 82L104 72C134 58 160 46 192 42C214 40 236 42 254 48C284 58 320 70 352 78C374 84 388 92 390 102L388 110L340 110A30 30 0 0 0 280 110L126 110A30 30 0 0 0 66 110Z',
    glass: 'M150 70C170 58 192 50 214 48L240 49C262 54 286 64 306 72Z',
    pillar: [236, 47, 72],
    arch: [30, 110],
    sill: 'M126 100L280 100L278 110L128 110Z',
    wheels: [96, 310],
    wheelRadius: 24,
    headlight: 'M362 84L386 94L386 98L360 90Z',
    taillight: 'M22 88L44 84L46 90L22 94Z',
    detail: 'M134 80L180 76L172 92L136 94Z',
  },
  suv: {
    body: 'M20 108L20 56C20 48 26 44 34 42L70 40C90 30 120 22 160 22L262 22C284 22 298 32 318 52L366 62C382 66 390 78 390 94L388 108L338 108A32 32 0 0 0 274 108L126 108A32 32 0 0 0 62 108Z',
    glass: 'M72 56L84 46C104 36 126 30 156 30L260 30C276 30 288 38 304 56Z',
    pillar: [172, 29, 58],
    arch: [32, 108],
    sill: 'M126 100L274 100L272 108L128 108Z',
    wheels: [94, 306],
    wheelRadius: 28,
    headlight: 'M366 68L386 74L386 82L364 78Z',
    taillight: 'M20 58L34 58L34 72L20 72Z',
  },
  hatchback: {
    body: 'M30 108L28 70C28 60 34 52 44 50L86 44C110 30 134 24 168 24L226 24C250 24 266 34 288 56L346 66C362 70 370 82 370 96L368 108L324 108A29 29 0 0 0 266 108L134 108A29 29 0 0 0 76 108Z',
    glass: 'M60 62L94 50C116 38 138 32 166 32L224 32C240 32 254 40 272 58Z',
    pillar: [168, 31, 60],
    arch: [29, 108],
    sill: 'M134 100L266 100L264 108L136 108Z',
    wheels: [105, 295],
    wheelRadius: 25,
    headlight: 'M346 72L366 78L366 86L344 82Z',
    taillight: 'M30 62L44 60L46 74L30 76Z',
  },
  estate: {
    body: 'M22 110L22 66C22 56 28 50 38 48L70 44C88 32 112 28 150 28L246 28C268 28 282 36 302 58L364 70C380 74 388 86 388 100L386 110L334 110A30 30 0 0 0 274 110L126 110A30 30 0 0 0 66 110Z',
    glass: 'M52 62L78 52C98 40 118 36 150 36L244 36C260 36 272 44 288 62Z',
    pillar: [176, 35, 64],
    arch: [30, 110],
    sill: 'M126 104L274 104L272 110L128 110Z',
    wheels: [96, 304],
    wheelRadius: 25,
    headlight: 'M364 76L384 82L384 88L362 84Z',
    taillight: 'M22 62L38 60L40 74L22 76Z',
  },
  pickup: {
    body: 'M18 106L18 64L164 64L164 28C164 24 168 22 172 22L250 22C268 22 280 30 296 50L362 60C380 64 390 76 390 92L388 106L342 106A32 32 0 0 0 278 106L122 106A32 32 0 0 0 58 106Z',
    glass: 'M174 56L174 32C174 30 176 29 178 29L248 29C262 29 272 36 284 56Z',
    pillar: [222, 28, 58],
    arch: [32, 106],
    sill: 'M122 98L278 98L276 106L124 106Z',
    wheels: [90, 310],
    wheelRadius: 28,
    headlight: 'M366 66L388 72L388 80L364 76Z',
    taillight: 'M18 70L28 70L28 84L18 84Z',
    detail: 'M18 64L164 64L164 69L18 69Z',
  },
};
