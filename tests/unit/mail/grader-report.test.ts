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
import { storedLighthouseResult as stored } from '@/tests/fixtures/lighthouse/stored';
import type { BrowserResult } from '@/lib/analysis/browser/browser-result';
import { extractRun } from '@/lib/analysis/browser/extract';
import { reportScores } from '@/lib/analysis/report-scores';
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

  describe('the pages measured on a phone', () => {
    const home: BrowserResult = {
      ...extractRun(stored('heavy'))!.result,
      refusedConnections: 0,
      screenshot: null,
      filmstrip: [],
      runMs: 7_700,
    };
    const stock: BrowserResult = { ...home, score: 40 };
    const found: DealerFindings = {
      pages: [
        {
          role: 'stock',
          found: true,
          url: 'https://a.example/cars/',
          foundBy: 'link',
          status: 200,
        },
        {
          role: 'car',
          found: true,
          url: 'https://a.example/cars/1/',
          foundBy: 'stock-page',
          status: 200,
        },
      ],
      checks: [],
    };
    const measurement = {
      state: 'done' as const,
      result: home,
      median: null,
      image: null,
      pages: {
        stock: { state: 'done' as const, result: stock, median: null, finishedAt: null },
        car: { state: 'measuring' as const, etaSeconds: 20, progress: 50 },
      },
    };

    it.each(locales)(
      '%s: each page’s score, or why there is none, and Speed’s weights',
      async (locale) => {
        const t = createTranslator({
          locale,
          messages: messages[locale],
          namespace: 'GraderBrowser.email',
        });
        const analysis = translator(locale, 'Analysis') as unknown as (
          key: string,
          values?: Record<string, string | number>,
        ) => string;
        const result = { ...mixed, dealer: found };
        const mail = await composeGraderReportMail({
          name: 'Eleni',
          locale,
          reportUrl: reportUrl(locale),
          result,
          measurement,
        });
        const text = squash(visibleText(mail.html)).replaceAll(' :', ':');
        expect(text).toContain(
          squash(`${analysis('dealer.pages.stock')}: ${t('pageScore', { score: 40 })}`),
        );
        expect(text).toContain(squash(`${analysis('dealer.pages.car')}: ${t('pagePending')}`));
        // Speed so far: the home page two thirds, the stock list a third (the car is still measured).
        const share = (role: string, score: number, percent: number) =>
          analysis('dealer.speed.share', {
            page: analysis(`dealer.speed.pages.${role}`),
            score,
            percent,
          });
        expect(text).toContain(squash(share('home', home.score, 67)));
        expect(text).toContain(squash(share('stock', 40, 33)));
        // The e-mail's grade is the page's from the same measurements.
        const { scores } = reportScores(
          result,
          { state: 'done', result: home, median: null, finishedAt: null },
          measurement.pages,
        );
        expect(mail.subject).toContain(String(scores.overall));
        expect(scores.speed).toBe(Math.round((home.score * 50 + 40 * 25) / 75));
      },
    );
  });
});
