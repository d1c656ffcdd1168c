/**
 * The one package catalogue: ids, prices and features of the website packages. Every page that
 * shows a price and the checkout read it here; the browser only ever sends a package id.
 * Names and feature texts are translated under `Packages.<id>` in messages/*.json.
 */
export const packageIds = ['basic', 'advance', 'ultimate', 'ultimate-dealership'] as const;
export type PackageId = (typeof packageIds)[number];

export type WebsitePackage = {
  id: PackageId;
  /** One-time price in pence (GBP). */
  pricePence: number;
  currency: 'GBP';
  popular: boolean;
  /** Message keys under `Packages.<id>.features`. */
  featureKeys: readonly string[];
};

export const packages: readonly WebsitePackage[] = [
  {
    id: 'basic',
    pricePence: 999_00,
    currency: 'GBP',
    popular: false,
    featureKeys: ['inventory', 'hosting', 'support', 'mobile', 'seo', 'whatsapp'],
  },
  {
    id: 'advance',
    pricePence: 2_500_00,
    currency: 'GBP',
    popular: true,
    featureKeys: ['inventory', 'hosting', 'support', 'languages', 'leads', 'analytics'],
  },
  {
    id: 'ultimate',
    pricePence: 3_999_00,
    currency: 'GBP',
    popular: false,
    featureKeys: ['everything', 'hosting', 'support', 'app', 'crm', 'marketing'],
  },
  {
    id: 'ultimate-dealership',
    pricePence: 5_999_00,
    currency: 'GBP',
    popular: false,
    featureKeys: ['enterprise', 'locations', 'manager', 'hosting', 'integrations', 'sla'],
  },
];

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (packageIds as readonly string[]).includes(value);
}

export function findPackage(id: string): WebsitePackage | undefined {
  return packages.find((p) => p.id === id);
}

/** The package's price in pounds, for display through Intl.NumberFormat (currency GBP). */
export function priceInPounds(pkg: WebsitePackage) {
  return pkg.pricePence / 100;
}
