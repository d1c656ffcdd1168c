/**
 * The portfolio page: one case-study card per demo dealer site and three dealer testimonials.
 * Texts are translated under `Portfolio.cases.<slug>` and `Portfolio.testimonials.items.<id>`;
 * people's and dealerships' names are data.
 */
import { demoDealers } from '@/lib/content/demo-dealers';
import type { PlaceId } from '@/lib/content/demo-dealers/dealer-types';

export const portfolioCases = demoDealers.map(
  ({ slug, name, place, packageId, theme, heroCar }) => ({
    slug,
    name,
    place,
    packageId,
    theme,
    heroCar,
  }),
);

export const caseHighlightKeys = ['one', 'two', 'three'] as const;

export type PortfolioTestimonial = {
  id: 'georgiou' | 'kaya' | 'christodoulou';
  name: string;
  dealership: string;
  place: PlaceId;
  /** Stars out of 5. */
  rating: number;
};

export const portfolioTestimonials: readonly PortfolioTestimonial[] = [
  {
    id: 'georgiou',
    name: 'Andreas Georgiou',
    dealership: 'Georgiou Motors',
    place: 'nicosia',
    rating: 5,
  },
  { id: 'kaya', name: 'Mehmet Kaya', dealership: 'Kaya Oto Galeri', place: 'kyrenia', rating: 5 },
  {
    id: 'christodoulou',
    name: 'Elena Christodoulou',
    dealership: 'Coastline Cars',
    place: 'larnaca',
    rating: 5,
  },
];
