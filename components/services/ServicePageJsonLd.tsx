import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/components/seo/JsonLd';
import { routes } from '@/lib/routes';
import {
  breadcrumbJsonLd,
  serviceJsonLd,
  webPageJsonLd,
  type OfferInput,
} from '@/lib/seo/structured-data';
import { storyValues } from '@/lib/content/story';

type ServiceRoute = 'services' | 'websiteDevelopment' | 'seoMarketing';

/**
 * A services page for search engines: the page, the Service it sells with its priced offers,
 * and — below /services — the trail Home › Services › this page. Title and description are the
 * page's own metadata (`Meta.pages.<route>`).
 */
export async function ServicePageJsonLd({
  locale,
  route,
  name,
  serviceType,
  offers,
}: {
  locale: Locale;
  route: ServiceRoute;
  /** The Service's name; defaults to the page's title. */
  name?: string;
  serviceType: string;
  offers: readonly OfferInput[];
}) {
  const [meta, routeNames] = await Promise.all([
    getTranslations({ locale, namespace: 'Meta.pages' }),
    getTranslations({ locale, namespace: 'Routes' }),
  ]);
  const path = routes[route].path;
  const title = meta(`${route}.title`, storyValues(locale));
  const description = meta(`${route}.description`, storyValues(locale));
  return (
    <>
      <JsonLd data={webPageJsonLd({ locale, path, name: title, description })} />
      <JsonLd
        data={serviceJsonLd({
          locale,
          path,
          name: name ?? title,
          description,
          serviceType,
          offers,
        })}
      />
      {route === 'services' ? null : (
        <JsonLd
          data={breadcrumbJsonLd(locale, [
            { name: routeNames('home'), path: routes.home.path },
            { name: routeNames('services'), path: routes.services.path },
            { name: routeNames(route), path },
          ])}
        />
      )}
    </>
  );
}
