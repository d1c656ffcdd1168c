import type { ReactNode } from 'react';
import type messages from '@/messages/en.json';
import type { PreviewDevice } from '@/lib/preview-settings';

/** The preview's translated strings, passed from the server as they are in messages/*.json. */
export type PreviewLabels = Omit<(typeof messages)['HomePreview'], 'defaults'>;

/** Server-rendered pieces the client island places: art, cards and icons cost no client JS. */
export type PreviewSlots = {
  slides: ReadonlyArray<{ id: string; caption: string; art: ReactNode }>;
  vehicles: ReactNode[];
  services: ReactNode;
  testimonial: ReactNode;
  deviceIcons: Record<PreviewDevice, ReactNode>;
  pauseIcon: ReactNode;
  playIcon: ReactNode;
};
