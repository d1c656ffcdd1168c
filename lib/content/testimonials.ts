import type { FigureId } from './figures';
import type { PersonId } from './people';

/**
 * What dealers say about us. A testimonial names its person by id (./people.ts), so name, job,
 * dealership and town are the same on every page; the quote (and the home page's result badge)
 * is translated under `HomeTestimonials.items.<id>` or `Portfolio.testimonials.items.<id>`.
 */
export type Testimonial = {
  id: string;
  person: PersonId;
  rating: 1 | 2 | 3 | 4 | 5;
};

/**
 * The number in a home testimonial's result badge, if it has one: data, written by Intl (a rise
 * "+45%", "+%45"); the words around it are under `HomeTestimonials.items.<id>.result`.
 */
export type TestimonialResult = { value: number; format: 'count' | 'percentChange' };

export const homeTestimonials = [
  {
    id: 'georgiou',
    person: 'andreasGeorgiou',
    rating: 5,
    result: { value: 3, format: 'count' },
  },
  {
    id: 'yilmaz',
    person: 'mehmetYilmaz',
    rating: 5,
    result: { value: 45, format: 'percentChange' },
  },
  {
    id: 'coastline',
    person: 'elenaChristodoulou',
    rating: 5,
    result: { value: 10, format: 'count' },
  },
  { id: 'demir', person: 'hasanDemir', rating: 5 },
  { id: 'ioannou', person: 'sophiaIoannou', rating: 5, result: { value: 2, format: 'count' } },
  { id: 'aydin', person: 'canAydin', rating: 5, result: { value: 2, format: 'count' } },
] as const satisfies readonly (Testimonial & { result?: TestimonialResult })[];

/** The portfolio page's three: other words from clients the home page also quotes, and one more. */
export const portfolioTestimonials = [
  { id: 'georgiou', person: 'andreasGeorgiou', rating: 5 },
  { id: 'kaya', person: 'serkanKaya', rating: 5 },
  { id: 'christodoulou', person: 'elenaChristodoulou', rating: 5 },
] as const satisfies readonly Testimonial[];

/** The four figures above the home page's cards. */
export const testimonialFigures = [
  'caseStudyLeadIncrease',
  'retention',
  'newClients',
  'caseStudyRevenue',
] as const satisfies readonly FigureId[];
