/** The body shapes the preview's illustrated cars come in (components/illustrations/Car.tsx). */
export type CarShape = 'saloon' | 'suv' | 'hatch';

/**
 * What the interactive preview's mock dealership shows: hero slides, four featured vehicles
 * (prices in pounds, as North Cyprus dealers quote them), services and the rotating feature
 * highlights. Texts under `HomePreview.mock` and `HomePreview.highlights`.
 */
export const previewSlides: ReadonlyArray<{
  id: 'suv' | 'saloon' | 'hatch';
  shape: CarShape;
  paint: string;
}> = [
  { id: 'suv', shape: 'suv', paint: '#F8FAFC' },
  { id: 'saloon', shape: 'saloon', paint: '#CBD5E1' },
  { id: 'hatch', shape: 'hatch', paint: '#FBBF24' },
];

export type DemoVehicle = {
  id: string;
  name: string;
  year: number;
  km: number;
  price: number;
  shape: CarShape;
  paint: string;
};

export const previewVehicles: readonly DemoVehicle[] = [
  {
    id: 'chr',
    name: 'Toyota C-HR Hybrid',
    year: 2022,
    km: 28_400,
    price: 18_950,
    shape: 'suv',
    paint: '#B91C1C',
  },
  {
    id: 'bmw',
    name: 'BMW 320d M Sport',
    year: 2021,
    km: 41_500,
    price: 24_500,
    shape: 'saloon',
    paint: '#1E293B',
  },
  {
    id: 'aclass',
    name: 'Mercedes-Benz A 200',
    year: 2023,
    km: 12_300,
    price: 27_900,
    shape: 'hatch',
    paint: '#E2E8F0',
  },
  {
    id: 'qashqai',
    name: 'Nissan Qashqai Tekna',
    year: 2020,
    km: 56_800,
    price: 13_750,
    shape: 'suv',
    paint: '#0E7490',
  },
];

export const previewServices = ['finance', 'tradeIn', 'servicing', 'warranty'] as const;
