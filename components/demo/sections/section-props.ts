import type { Locale } from '@/i18n/routing';
import type { DemoDealer } from '@/lib/content/demo-dealers/dealer-types';

/** Every demo section component gets the dealer and the page's language. */
export type SectionProps = { dealer: DemoDealer; locale: Locale };
