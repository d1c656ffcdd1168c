import { describe, expect, it } from 'vitest';
import { reportHref } from '@/lib/analysis/report-paths';
import { isKnownPublicPath, routes, sitemapRoutes } from '@/lib/routes';

describe('tool routes', () => {
  it('lists the website grader and the ROI calculator as live, indexed pages', () => {
    expect(routes.websiteGrader).toMatchObject({ indexed: true });
    expect(routes.roiCalculator).toMatchObject({ indexed: true });
    expect(sitemapRoutes()).toEqual(expect.arrayContaining(['websiteGrader', 'roiCalculator']));
  });

  it('knows report pages by their UUID, and nothing else under /website-grader/report', () => {
    expect(isKnownPublicPath(reportHref('01a20146-c158-779f-a9a7-c2fbcfa38611'))).toBe(true);
    expect(isKnownPublicPath('/website-grader/report/not-a-report')).toBe(false);
    expect(isKnownPublicPath('/website-grader/report')).toBe(false);
    expect(isKnownPublicPath('/website-grader/report/01a20146-c158-779f-a9a7-c2fbcfa38611/x')).toBe(
      false,
    );
  });
});
