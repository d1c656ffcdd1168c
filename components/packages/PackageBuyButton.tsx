import type { Locale } from '@/i18n/routing';
import type { WebsitePackage } from '@/lib/catalogue/packages';
import { BuyButton } from './BuyButton';
import { buyButtonProps } from './buy-button-props';

/** A package card's Buy button, its texts translated on the server (a PackageGrid `renderCta`). */
export async function PackageBuyButton({ pkg, locale }: { pkg: WebsitePackage; locale: Locale }) {
  return <BuyButton {...await buyButtonProps(pkg, locale)} />;
}
