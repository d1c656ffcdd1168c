/**
 * The interactive preview's settings and the rules around them, kept free of React so they
 * can be tested: the six colour presets, how many vehicles each device shows, and the message
 * "Build My Website Now" carries into the quote form.
 */
export const previewDevices = ['desktop', 'tablet', 'mobile'] as const;
export type PreviewDevice = (typeof previewDevices)[number];

/** Timings from the spec: the hero car changes every 4 s, the highlight every 3 s. */
export const previewTimings = { slideMs: 4000, highlightMs: 3000, flashMs: 300 } as const;

export type PreviewSettings = {
  dealerName: string;
  tagline: string;
  /** Always a valid "#rrggbb" (see lib/preview/hex-color.ts). */
  primaryColor: string;
  phone: string;
  address: string;
  email: string;
};

export type PreviewTextField = Exclude<keyof PreviewSettings, 'primaryColor'>;

/**
 * The quote form keeps at most this many characters of a message (the spec's limit, applied on
 * the server too), so the longest message the preview can write must fit, in every language.
 */
export const quoteMessageMaxLength = 500;

/** Field limits chosen so that, with the labels, the whole message stays within the above. */
export const previewFieldLimits: Record<PreviewTextField, number> = {
  dealerName: 60,
  tagline: 60,
  phone: 20,
  address: 80,
  email: 80,
};

export const colourPresets = [
  { id: 'blue', hex: '#1d4ed8' },
  { id: 'red', hex: '#b91c1c' },
  { id: 'green', hex: '#047857' },
  { id: 'orange', hex: '#c2410c' },
  { id: 'purple', hex: '#6d28d9' },
  { id: 'graphite', hex: '#1f2937' },
] as const;
export type ColourPresetId = (typeof colourPresets)[number]['id'];

/** Four featured vehicles on desktop and tablet, two on a phone. */
export function vehiclesShown(device: PreviewDevice) {
  return device === 'mobile' ? 2 : 4;
}

export type PreviewMessageLabels = Record<keyof PreviewSettings, string> & { intro: string };

/** The quote form's message: one readable line per setting, empty settings left out. */
export function previewContactMessage(settings: PreviewSettings, labels: PreviewMessageLabels) {
  const order: (keyof PreviewSettings)[] = [
    'dealerName',
    'tagline',
    'primaryColor',
    'phone',
    'address',
    'email',
  ];
  const lines = order.flatMap((key) => {
    const value = key === 'primaryColor' ? settings[key].toUpperCase() : settings[key].trim();
    return value ? [`${labels[key]}: ${value}`] : [];
  });
  return [labels.intro, ...lines].join('\n');
}
