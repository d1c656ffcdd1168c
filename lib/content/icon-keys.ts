/**
 * The icons content names, by key: content is data and names a picture; components/ui/icons.tsx
 * draws each one (`contentIcons`, which must cover every key), so lib never imports components.
 */
export const iconKeys = [
  'badge-pound-sterling',
  'boxes',
  'calculator',
  'camera',
  'car-front',
  'clock',
  'gauge',
  'globe',
  'handshake',
  'languages',
  'layout-grid',
  'magnet',
  'mail',
  'map-pin',
  'map-pinned',
  'megaphone',
  'message-circle',
  'message-square-text',
  'monitor-smartphone',
  'mouse-pointer-click',
  'palette',
  'phone',
  'printer',
  'refresh-cw',
  'search',
  'shield-check',
  'sliders-horizontal',
  'smartphone',
  'star',
  'trending-up',
  'trophy',
  'upload',
  'users',
  'wrench',
] as const;

export type IconKey = (typeof iconKeys)[number];
