import { describe, expect, it } from 'vitest';
import {
  demoDealers,
  demoPaths,
  demoSlugs,
  findDemoDealer,
} from '@/lib/content/demo-dealers/all-dealers';
import { autoGroupLocations } from '@/lib/content/demo-dealers/cyprus-auto-group';
import { chargingStations } from '@/lib/content/demo-dealers/cyprus-electric-vehicles';
import { portfolioCases } from '@/lib/content/portfolio';
import { portfolioTestimonials } from '@/lib/content/testimonials';
import { isPackageId } from '@/lib/catalogue/packages';

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('demo dealers', () => {
  it('are the six routes of the specification, in the portfolio order', () => {
    expect(demoSlugs).toEqual([
      'premium-motors-cyprus',
      'mediterranean-motors',
      'cyprus-auto-group',
      'european-motors',
      'limassol-used-cars',
      'cyprus-electric-vehicles',
    ]);
    expect(demoPaths[3]).toBe('/portfolio/european-motors');
    expect(findDemoDealer('no-such-dealer')).toBeUndefined();
    expect(portfolioCases.map((c) => c.slug)).toEqual(demoSlugs);
    expect(portfolioTestimonials).toHaveLength(3);
  });

  it.each(demoDealers.map((d) => [d.slug, d.theme] as const))(
    '%s has WCAG AA contrast in every colour pair it uses',
    (_, theme) => {
      expect(contrast(theme.primary, theme.onPrimary)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.ink, '#FFFFFF')).toBeGreaterThanOrEqual(7);
      expect(contrast(theme.accent, theme.ink)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.accentOnLight, theme.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.accentOnLight, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.ink, theme.surface)).toBeGreaterThanOrEqual(7);
    },
  );

  it.each(demoDealers.map((d) => [d.slug, d] as const))(
    '%s lists cars with every fact its cards show, unique ids and a catalogue package',
    (_, dealer) => {
      expect(isPackageId(dealer.packageId)).toBe(true);
      expect(new Set(dealer.inventory.map((c) => c.id)).size).toBe(dealer.inventory.length);
      const field = { hp: 'hp', mileage: 'mileageKm', origin: 'origin', range: 'rangeKm' } as const;
      for (const car of dealer.inventory) {
        expect(car.price).toBeGreaterThan(0);
        for (const spec of dealer.cardSpecs) {
          if (spec in field) expect(car[field[spec as keyof typeof field]], car.id).toBeDefined();
        }
      }
      expect(dealer.sections).toContain('inventory');
      expect(dealer.sections).toContain(dealer.heroTarget);
    },
  );

  it('give each demo what the specification asks of it', () => {
    expect(findDemoDealer('premium-motors-cyprus')?.inventory).toHaveLength(4);
    expect(findDemoDealer('mediterranean-motors')?.sections).toEqual(
      expect.arrayContaining(['tour', 'track']),
    );
    expect(autoGroupLocations).toHaveLength(5);
    const group = findDemoDealer('cyprus-auto-group')!;
    for (const car of group.inventory) {
      expect(autoGroupLocations.map((l) => l.id as string)).toContain(car.locationId);
    }
    expect(findDemoDealer('european-motors')?.languageButtons).toBe(true);
    expect(findDemoDealer('limassol-used-cars')?.inventoryFilter).toBe('quick');
    for (const station of chargingStations) {
      expect(station.available).toBeGreaterThanOrEqual(0);
      expect(station.available).toBeLessThanOrEqual(station.total);
    }
    for (const car of findDemoDealer('cyprus-electric-vehicles')!.inventory) {
      expect(car.fuel).toBe('electric');
      expect(car.chargingMinutes).toBeGreaterThan(0);
    }
  });
});
