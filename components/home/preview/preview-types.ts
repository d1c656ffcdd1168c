import type { ReactNode } from 'react';
import type messages from '@/messages/en.json';
import type { PreviewDevice } from '@/lib/preview/preview-settings';

type AllPreviewMessages = (typeof messages)['HomePreview'];

/** Strings the server renders itself: the heading, the defaults and the server-drawn mock parts. */
type ServerOnlyMock = 'slides' | 'mileage' | 'serviceItems' | 'testimonial' | 'testimonialAuthor';

/**
 * The translated strings the client island reads, as they are in messages/*.json; everything
 * else stays on the server, so the browser does not download it twice (see previewLabels).
 */
export type PreviewLabels = Omit<
  AllPreviewMessages,
  'eyebrow' | 'title' | 'lead' | 'defaults' | 'mock'
> & {
  mock: Omit<AllPreviewMessages['mock'], ServerOnlyMock>;
};

export function previewLabels(all: AllPreviewMessages): PreviewLabels {
  const { nav, browse, featured, services, contact, cta, ctaButton } = all.mock;
  return {
    controlsLabel: all.controlsLabel,
    tabs: all.tabs,
    fields: all.fields,
    colours: all.colours,
    devicesLabel: all.devicesLabel,
    devices: all.devices,
    pause: all.pause,
    play: all.play,
    previewLabel: all.previewLabel,
    highlightsLabel: all.highlightsLabel,
    highlights: all.highlights,
    build: all.build,
    buildNote: all.buildNote,
    message: all.message,
    mock: { nav, browse, featured, services, contact, cta, ctaButton },
  };
}

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
