import type { IconKey } from './icon-keys';

/** How a service is charged: once, per month or per vehicle; `from` marks a starting price. */
export type ServicePrice = {
  /** Price in pence (GBP), like the package catalogue. */
  pence: number;
  from: boolean;
  per: 'once' | 'month' | 'vehicle';
};

export type ServiceOffer = {
  id: string;
  icon: IconKey;
  price: ServicePrice;
};

/**
 * The ten priced services of /services. Title, description and the four features (in order)
 * are translated under `ServiceOffers.<id>`.
 */
export const serviceOffers = [
  {
    id: 'website',
    icon: 'monitor-smartphone',
    price: { pence: 999_00, from: true, per: 'once' },
  },
  {
    id: 'seo',
    icon: 'search',
    price: { pence: 399_00, from: true, per: 'month' },
  },
  {
    id: 'mobileApp',
    icon: 'smartphone',
    price: { pence: 2_999_00, from: true, per: 'once' },
  },
  {
    id: 'leadGeneration',
    icon: 'magnet',
    price: { pence: 299_00, from: true, per: 'month' },
  },
  {
    id: 'redesign',
    icon: 'refresh-cw',
    price: { pence: 999_00, from: false, per: 'once' },
  },
  {
    id: 'maintenance',
    icon: 'wrench',
    price: { pence: 399_00, from: false, per: 'month' },
  },
  {
    id: 'vehicleUpload',
    icon: 'upload',
    price: { pence: 15_00, from: false, per: 'vehicle' },
  },
  {
    id: 'branding',
    icon: 'palette',
    price: { pence: 399_00, from: true, per: 'once' },
  },
  {
    id: 'photography',
    icon: 'camera',
    price: { pence: 199_00, from: true, per: 'once' },
  },
  {
    id: 'marketingMaterials',
    icon: 'printer',
    price: { pence: 99_00, from: true, per: 'once' },
  },
] as const satisfies readonly ServiceOffer[];

export type ServiceOfferId = (typeof serviceOffers)[number]['id'];

/** Services quoted per project (no list price); texts under `ServiceOffers.<id>`. */
export const additionalServices = [
  { id: 'inventorySync', icon: 'car-front' },
  { id: 'multiLanguage', icon: 'languages' },
  { id: 'security', icon: 'shield-check' },
] as const;

export type AdditionalServiceId = (typeof additionalServices)[number]['id'];

/** The message key under `Services.price` that words a price: "from £999", "£399/month". */
export function priceLabelKey(price: ServicePrice) {
  if (price.per === 'vehicle') return 'perVehicle' as const;
  if (price.per === 'month') return price.from ? ('fromMonthly' as const) : ('monthly' as const);
  return price.from ? ('from' as const) : ('fixed' as const);
}
