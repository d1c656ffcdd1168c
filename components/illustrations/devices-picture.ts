/**
 * The devices drawing (DevicesIllustration.tsx) as the file scripts/draw-illustrations.ts wrote,
 * under a name that carries its hash, so it is cached for a year and a new drawing gets a new name.
 */
export const devicesPicture = {
  src: '/illustrations/devices.530f4c9e.svg',
  width: 560,
  height: 340,
} as const;
