/**
 * The portfolio page: one case-study card per demo dealer site (texts under
 * `Portfolio.cases.<slug>`); its three dealer testimonials are in ./testimonials.ts.
 */
import { demoDealers } from '@/lib/content/demo-dealers/all-dealers';

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
