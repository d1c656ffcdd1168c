import type { DemoDealer } from './dealer-types';

/** A supercar specialist: racing red on black, heavy italic capitals, tour and track days. */
export const mediterraneanMotors: DemoDealer = {
  slug: 'mediterranean-motors',
  name: 'Mediterranean Motors',
  place: 'paphos',
  packageId: 'ultimate',
  theme: {
    primary: '#C81E1E',
    onPrimary: '#FFFFFF',
    ink: '#0A0A0A',
    accent: '#F87171',
    surface: '#F5F5F4',
    accentOnLight: '#B91C1C',
    heading: { family: 'sans', weight: 900, tracking: '-0.01em', uppercase: true, italic: true },
    radius: '0.125rem',
  },
  heroCar: { body: 'supercar', colour: '#C81E1E' },
  cardSpecs: ['year', 'hp', 'mileage'],
  inventory: [
    {
      id: 'ferrari-296-gtb',
      brand: 'Ferrari',
      model: '296 GTB',
      year: 2023,
      price: 329_000,
      body: 'supercar',
      fuel: 'plug-in-hybrid',
      colour: '#C81E1E',
      condition: 'used',
      hp: 830,
      mileageKm: 3_900,
    },
    {
      id: 'mclaren-750s',
      brand: 'McLaren',
      model: '750S',
      year: 2024,
      price: 342_000,
      body: 'supercar',
      fuel: 'petrol',
      colour: '#F97316',
      condition: 'new',
      hp: 750,
      mileageKm: 90,
    },
    {
      id: 'lamborghini-huracan-tecnica',
      brand: 'Lamborghini',
      model: 'Huracán Tecnica',
      year: 2023,
      price: 265_000,
      body: 'supercar',
      fuel: 'petrol',
      colour: '#65A30D',
      condition: 'used',
      hp: 640,
      mileageKm: 5_400,
    },
    {
      id: 'porsche-911-gt3-rs',
      brand: 'Porsche',
      model: '911 GT3 RS',
      year: 2024,
      price: 298_000,
      body: 'coupe',
      fuel: 'petrol',
      colour: '#E5E7EB',
      condition: 'used',
      hp: 525,
      mileageKm: 2_100,
    },
    {
      id: 'aston-martin-vantage',
      brand: 'Aston Martin',
      model: 'Vantage',
      year: 2025,
      price: 198_000,
      body: 'coupe',
      fuel: 'petrol',
      colour: '#0E7490',
      condition: 'new',
      hp: 665,
      mileageKm: 15,
    },
  ],
  sections: ['tour', 'inventory', 'track'],
  heroTarget: 'tour',
};

/**
 * Stops of the virtual tour and where each sits on the hero car (400 × 150 grid), far enough
 * apart to stay separate touch targets on a phone.
 */
export const tourStops = [
  { id: 'exterior', x: 60, y: 90 },
  { id: 'cockpit', x: 214, y: 58 },
  { id: 'engine', x: 150, y: 84 },
  { id: 'brakes', x: 310, y: 110 },
] as const;
export type TourStopId = (typeof tourStops)[number]['id'];
