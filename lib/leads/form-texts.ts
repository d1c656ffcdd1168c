import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { packages, priceInPounds } from '@/lib/catalogue/packages';
import { formatGbp } from '@/lib/format';
import { siteConfig, whatsappUrl } from '@/lib/site-config';
import type { ErrorTexts } from './error-text';
import { budgetOptions, carCountOptions, type LeadFormKind } from './fields';
import { leadErrorCodes } from './schema';

type LeadFormsT = Awaited<ReturnType<typeof getTranslations<'LeadForms'>>>;

/** The error templates (`{max}` left in) for fieldErrorTexts, on either side. */
export function errorTemplates(t: LeadFormsT): ErrorTexts {
  return Object.fromEntries(
    leadErrorCodes.map((code) => [code, t.raw(`errors.${code}`) as string]),
  ) as ErrorTexts;
}

/** Every text a lead form island shows, in the visitor's language (client islands get props). */
export async function leadFormTexts(locale: Locale, kind: LeadFormKind) {
  const [t, report] = await Promise.all([
    getTranslations({ locale, namespace: 'LeadForms' }),
    getTranslations({ locale, namespace: 'WebsiteGrader.fullReport' }),
  ]);
  return {
    labels: {
      name: t('fields.name'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      company: kind === 'leadCapture' ? t('fields.company') : t('fields.dealership'),
      message: t('fields.message'),
      package: t('fields.package'),
      cars: t('fields.cars'),
      budget: t('fields.budget'),
    },
    placeholders: {
      name: t('placeholders.name'),
      email: t('placeholders.email'),
      phone: t('placeholders.phone'),
      company: t('placeholders.company'),
      message: t('placeholders.message'),
    },
    optional: t('optional'),
    charactersLeft: t.raw('charactersLeft') as string,
    choose: t('choose'),
    honeypot: t('honeypot'),
    errors: errorTemplates(t),
    validationTitle: t('validation.title'),
    validationMessage: t('validation.message'),
    submit: kind === 'fullReport' ? report('submit') : t(`${kind}.submit`),
    submitting: kind === 'fullReport' ? report('submitting') : t('submitting'),
    alternatives: {
      call: t('alternatives.call', { phone: siteConfig.phone }),
      callHref: siteConfig.phoneHref,
      whatsapp: t('alternatives.whatsapp'),
      whatsappHref: whatsappUrl(siteConfig.whatsappNumber, t('alternatives.whatsappText')),
    },
  };
}

export type LeadFormTexts = Awaited<ReturnType<typeof leadFormTexts>>;

/** The contact form's choices: the catalogue's packages with their prices, plus Custom. */
export async function contactChoices(locale: Locale) {
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'LeadForms' }),
    getTranslations({ locale, namespace: 'Packages' }),
  ]);
  return {
    package: [
      ...packages.map((pkg) => ({
        value: pkg.id,
        label: t('packageOption', {
          name: tp(`${pkg.id}.name`),
          price: formatGbp(priceInPounds(pkg), locale),
        }),
      })),
      { value: 'custom', label: t('packages.custom') },
    ],
    cars: carCountOptions.map((value) => ({ value, label: t(`cars.${value}`) })),
    budget: budgetOptions.map((value) => ({ value, label: t(`budgets.${value}`) })),
  };
}
