import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/routing';
import { graderCategories, prioritisedIssues } from '@/lib/analysis/scoring';
import type { DealerCheckResult, DealerFindings } from '@/lib/analysis/dealer/dealer-page-types';
import { composeGraderReportMail } from '@/lib/mail/compose';
import { siteConfig } from '@/lib/site-config';
import en from '@/messages/en.json';
import el from '@/messages/el.json';
import tr from '@/messages/tr.json';
import { resultFixture, squash, visibleText } from './fixtures';

const messages = { en, tr, el };
const translator = <N extends 'Emails' | 'Analysis' | 'WebsiteGrader.report'>(
  locale: Locale,
  namespace: N,
) => createTranslator({ locale, messages: messages[locale], namespace });

const reportUrl = (locale: Locale) =>
  `${siteConfig.siteUrl}/${locale}/website-grader/report/01968a4e-5c1b-7cc0-9a51-6f1f0c2d3e4f`;

// Pass, partial and fail in turn: category scores differ, and partial checks appear too.
const mixed = resultFixture((index) => (['pass', 'partial', 'fail'] as const)[index % 3]!);

describe('the grader report e-mail', () => {
  it.each(locales)('%s: the overall score and each category score', async (locale) => {
    const analysis = translator(locale, 'Analysis');
    const mail = await composeGraderReportMail({
      name: 'Eleni',
      locale,
      reportUrl: reportUrl(locale),
      result: mixed,
    });
    const { overall, categories } = mixed.scores;
    const html = visibleText(mail.html);
    const text = squash(mail.text);
    expect(html).toContain(`${overall} / 100`);
    expect(text).toContain(`${overall} / 100`);
    expect(mail.subject).toBe(
      translator(locale, 'Emails')('report.subject', {
        host: 'kyrenia-motors.example',
        score: overall,
      }),
    );
    expect(new Set(graderCategories.map((c) => categories[c])).size).toBeGreaterThan(1);
    for (const category of graderCategories) {
      const line = `${analysis(`categories.${category}`)} ${categories[category]}`;
      expect(html, line).toContain(line);
      expect(text, line).toMatch(
        new RegExp(`${analysis(`categories.${category}`)}\\s+${categories[category]}\\b`),
      );
    }
  });

  it.each(locales)(
    '%s: every failed or partial check with its fix, most valuable first',
    async (locale) => {
      const analysis = translator(locale, 'Analysis') as unknown as (key: string) => string;
      const mail = await composeGraderReportMail({
        name: 'Eleni',
        locale,
        reportUrl: reportUrl(locale),
        result: mixed,
      });
      const html = visibleText(mail.html);
      const text = squash(mail.text);
      const issues = prioritisedIssues(mixed.checks);
      expect(issues.some((check) => check.status === 'partial')).toBe(true);
      const positions = issues.map((check) => {
        const fix = squash(analysis(`checks.${check.id}.fix`));
        expect(html, check.id).toContain(fix);
        expect(text, check.id).toContain(fix);
        expect(html, check.id).toContain(analysis(`checks.${check.id}.label`));
        return html.indexOf(fix);
      });
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      // Passed checks are counted, not listed with a fix.
      const passed = mixed.checks.find((check) => check.status === 'pass')!;
      expect(html).not.toContain(squash(analysis(`checks.${passed.id}.fix`)));
    },
  );

  it.each(locales)('%s: links to the shareable report page', async (locale) => {
    const url = reportUrl(locale);
    const mail = await composeGraderReportMail({
      name: 'Eleni',
      locale,
      reportUrl: url,
      result: mixed,
    });
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.replyTo).toBe(siteConfig.email);
  });

  it('quotes nothing of the analysed site (its evidence stays on the report page)', async () => {
    const result = resultFixture();
    result.checks[0]!.evidence = { state: 'fixed', content: 'Quokka-Evidence-Text' };
    const mail = await composeGraderReportMail({
      name: 'Eleni',
      locale: 'en',
      reportUrl: reportUrl('en'),
      result,
    });
    expect(mail.html).not.toContain('Quokka-Evidence-Text');
    expect(mail.text).not.toContain('Quokka-Evidence-Text');
  });

  it('says so when there is nothing to fix', async () => {
    const result = resultFixture(() => 'pass');
    const mail = await composeGraderReportMail({
      name: 'Eleni',
      locale: 'el',
      reportUrl: reportUrl('el'),
      result,
    });
    expect(squash(mail.text)).toContain(
      translator('el', 'WebsiteGrader.report')('noRecommendations'),
    );
    expect(mail.text).toContain(`${result.scores.overall} / 100`);
    // Every check passed; Performance is the Speed score, timed by the 4.2 s download.
    expect(result.scores.categories).toEqual({
      mobile: 100,
      seo: 100,
      performance: 30,
      leadGeneration: 100,
    });
  });
});

describe('the grader report e-mail’s dealer pages', () => {
  // Costliest first, as the dealer checks come.
  const checks: DealerCheckResult[] = [
    {
      id: 'stock-found',
      page: 'site',
      status: 'fail',
      evidence: { state: 'missing' },
      cost: 10,
    },
    {
      id: 'dealer-local',
      page: 'site',
      status: 'partial',
      evidence: { state: 'incomplete', missing: 'hours, map' },
      cost: 2.5,
    },
    {
      id: 'dealer-languages',
      page: 'site',
      status: 'fail',
      evidence: { state: 'single', languages: 'en' },
      cost: 4,
    },
    {
      id: 'car-price',
      page: 'car',
      status: 'na',
      evidence: { state: 'notFound' },
      cost: 0,
    },
  ];
  const dealer: DealerFindings = {
    pages: [
      {
        role: 'stock',
        found: false,
        tried: [{ where: 'home-links', links: 12 }],
      },
      { role: 'car', found: false, tried: [] },
    ],
    checks: checks.sort((a, b) => b.cost - a.cost),
  };

  it.each(locales)(
    '%s: names the three costliest dealer fixes, in its language',
    async (locale) => {
      const texts = translator(locale, 'Analysis') as unknown as (key: string) => string;
      const mail = await composeGraderReportMail({
        name: 'Eleni',
        locale,
        reportUrl: reportUrl(locale),
        result: { ...mixed, dealer },
      });
      const html = visibleText(mail.html);
      expect(html).toContain(texts('dealer.title'));
      const labels = ['stock-found', 'dealer-languages', 'dealer-local'].map((id) =>
        texts(`dealer.checks.${id}.label`),
      );
      const at = labels.map((label) => html.indexOf(label));
      expect(
        at.every((index) => index > 0),
        labels.join(' / '),
      ).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(html).toContain(texts('dealer.checks.stock-found.fix'));
      // A check whose page was not found costs nothing and is not a fix.
      expect(html).not.toContain(texts('dealer.checks.car-price.label'));
    },
  );

  it('has no dealer section for a report made before the dealer checks', async () => {
    const mail = await composeGraderReportMail({
      name: 'Eleni',
      locale: 'en',
      reportUrl: reportUrl('en'),
      result: mixed,
    });
    expect(visibleText(mail.html)).not.toContain('Where buyers choose a car');
  });
});
