import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { numberLocale } from '@/lib/format';
import type { CheckResult } from './checks/all-checks';
import type { ScriptOnlyContent } from './checks-as-seen';
import { dealerTextsFrom, type DealerTranslator } from './dealer/dealer-texts';
import type { RefusalReason } from './fetch/refusal';
import type { PageSpeedOutcome } from './pagespeed';

type Values = Record<string, string | number>;
type Translate = (key: string, values?: Values) => string;

/**
 * Sentences about an analysis in the visitor's language: each check's label, evidence and fix,
 * refusals and the PageSpeed note. The stored result holds only ids and values.
 */
export async function analysisTexts(locale: Locale) {
  const typed = await getTranslations({ locale, namespace: 'Analysis' });
  return textsFrom(typed as unknown as Translator, locale);
}

/**
 * The same sentences outside a request (the e-mail worker has none), from the messages of
 * `locale` as they are in messages/<locale>.json.
 */
export function analysisTextsFor(locale: Locale, messages: Messages) {
  const typed = createTranslator({ locale, messages, namespace: 'Analysis' });
  return textsFrom(typed as unknown as Translator, locale);
}

// Keys built from check ids and evidence states: checked by tests/unit/analysis/messages.test.ts.
type Translator = Translate & { has(key: string): boolean };

function textsFrom(t: Translator, locale: Locale) {
  const seconds = new Intl.NumberFormat(numberLocale[locale], { maximumFractionDigits: 1 });
  const dealer: DealerTranslator = Object.assign(
    (key: string, values?: Values) => t(`dealer.${key}`, values),
    { has: (key: string) => t.has(`dealer.${key}`) },
  );

  return {
    label: (check: CheckResult) => t(`checks.${check.id}.label`),
    fix: (check: CheckResult) => t(`checks.${check.id}.fix`),
    evidence(check: CheckResult): string {
      const { state, ...values } = check.evidence;
      const key = `checks.${check.id}.evidence.${typeof state === 'string' ? state : 'default'}`;
      return t.has(key) ? t(key, values) : '';
    },
    /** `max`: the new analyses an address may start an hour (ANALYSIS_RATE_LIMIT_MAX). */
    refusal: (reason: RefusalReason, minutes = 60, max = 10) =>
      t(`refusal.${reason}`, { minutes, max }),
    pageSpeed(outcome: PageSpeedOutcome): string {
      if (outcome.source === 'own') return t(`pageSpeed.${outcome.reason}`);
      const format = (ms: number | null) => (ms === null ? '–' : `${seconds.format(ms / 1000)} s`);
      return t('pageSpeed.used', {
        score: outcome.score,
        fcp: format(outcome.fcpMs),
        lcp: format(outcome.lcpMs),
      });
    },
    /** The finding that part or all of the page exists only once its scripts have run. */
    scriptOnly(finding: ScriptOnlyContent) {
      const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        finding.checks.map((id) => t(`checks.${id}.label`)),
      );
      const { htmlWords, renderedWords } = finding;
      const text = finding.empty
        ? t('scriptOnly.textEmpty', { htmlWords, renderedWords })
        : t('scriptOnly.textPartial');
      return {
        title: t(finding.empty ? 'scriptOnly.titleEmpty' : 'scriptOnly.titlePartial'),
        text: finding.checks.length > 0 ? `${text} ${t('scriptOnly.missing', { list })}` : text,
      };
    },
    category: (category: CheckResult['category']) => t(`categories.${category}`),
    score: (name: 'speed' | 'mobile' | 'security' | 'seo' | 'ux') => t(`scores.${name}`),
    status: (status: CheckResult['status']) => t(`status.${status}`),
    /** The dealer pages' section: its checks and how each page was found. */
    dealer: dealerTextsFrom(dealer, locale),
  };
}

export type AnalysisTexts = ReturnType<typeof textsFrom>;

/** The site's name as the competitor tool shows it: its host without "www.". */
export function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
