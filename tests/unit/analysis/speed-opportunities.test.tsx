import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storedLighthouseResult as stored } from '@/tests/fixtures/lighthouse/stored';
import { SpeedOpportunities } from '@/components/grader/SpeedOpportunities';
import { extractRun, pointsWonBack, type LighthouseResult } from '@/lib/analysis/browser/extract';
import { measurementFormat } from '@/lib/analysis/browser/measurement-format';
import { metricScore } from '@/lib/analysis/browser/vitals';
import el from '@/messages/el.json';

/**
 * The fixes a phone measurement advises, read from Lighthouse 13.5's own results: the fixture
 * dealer sites (tests/fixtures/browser-sites) measured by the Lighthouse CLI on this machine
 * (benchmarkIndex 1,046 and 1,494), trimmed to the audits and without the screenshots.
 */
const fixesOf = (lhr: LighthouseResult) => extractRun(lhr)!.result.opportunities;

describe('the fixes of a phone measurement', () => {
  it('names the layout shift, with its figure, above fixes that win back fewer points', () => {
    // Heavy Motors: a script in the head that holds back the first paint (11.8 s) and keeps the
    // phone busy (4.2 s of blocking time), and a cookie banner that pushes the page down after
    // 1.5 s (CLS 0.267, poor). Lighthouse 13.5 puts the shift's saving in `layout-shifts` and
    // leaves `cls-culprits-insight` at 0: read from the latter, the jump came last, without its
    // figure.
    const fixes = fixesOf(stored('heavy'));
    expect(fixes.map((fix) => fix.id)).toEqual([
      'mainThread',
      'layoutShifts',
      'renderBlocking',
      'caching',
      'imageSize',
    ]);
    expect(fixes[1]).toMatchObject({
      id: 'layoutShifts',
      cls: 0.267,
      culprits: [
        {
          selector: 'body > main',
          label: 'Summer offers on every SUV Welcome to Heavy Motors.',
          shift: 0.267,
        },
      ],
    });
    expect(fixes[0]).toMatchObject({ id: 'mainThread', savingsMs: 4200 });
  });

  it('shows the dealer what moved and by how much, in their language', () => {
    const t = createTranslator({ locale: 'el', messages: el, namespace: 'GraderBrowser' });
    const html = renderToStaticMarkup(
      <SpeedOpportunities
        opportunities={fixesOf(stored('heavy'))}
        format={measurementFormat('el', (key, values) => t(key as never, values as never))}
        texts={{
          title: t('opportunitiesTitle'),
          lead: t('opportunitiesLead'),
          none: t('noOpportunities'),
          heading: (id) => t(`opportunities.${id}.title`),
          text: (id) => t(`opportunities.${id}.text`),
          saves: (time) => t('saves', { time }),
          savesBytes: (size) => t('savesBytes', { size }),
          shift: (value) => t('shift', { value }),
          moved: t('moved'),
        }}
      />,
    );
    const { layoutShifts, renderBlocking } = el.GraderBrowser.opportunities;
    // The second fix, up to the third.
    const shiftItem = html.slice(
      html.indexOf(layoutShifts.title),
      html.indexOf(renderBlocking.title),
    );
    expect(shiftItem).not.toBe('');
    expect(shiftItem).toContain('κατά 0,27');
    expect(shiftItem).toContain(`${el.GraderBrowser.moved}</p>`);
    expect(shiftItem).toContain('<code');
    expect(shiftItem).toContain('body &gt; main</code> <span>Summer offers on every SUV');
    expect(shiftItem).toContain('(0,27)');
  });

  it('advises nothing on a page that costs nothing', () => {
    expect(extractRun(stored('light'))!.result).toMatchObject({ score: 100, opportunities: [] });
  });

  it('leaves out a failing audit whose saving the run did not measure', () => {
    const lhr = stored('light');
    const idle = {
      ...lhr,
      audits: {
        ...lhr.audits,
        // "Reduce JavaScript execution time" failing on a page whose blocking time is 15 ms…
        'bootup-time': { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { TBT: 0 } },
        // …and a page without a viewport tag, which costs taps, not milliseconds.
        'viewport-insight': { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: {} },
      },
    };
    expect(fixesOf(idle).map((fix) => fix.id)).toEqual(['viewport']);
  });

  it('counts what a fix wins back on the Speed score’s own curves', () => {
    const values = { fcp: 1000, lcp: 2000, tbt: 0, cls: 0.267, si: 1000 };
    expect(pointsWonBack(values, { CLS: 0.267 })).toBeCloseTo(
      25 * (1 - metricScore('cls', 0.267)),
      6,
    );
    // Already good: nothing to win back, whatever the saving.
    expect(pointsWonBack(values, { TBT: 500 })).toBe(0);
    expect(pointsWonBack({ ...values, tbt: 4200 }, { TBT: 4000 })).toBeGreaterThan(25);
  });
});
