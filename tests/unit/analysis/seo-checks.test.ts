import { describe, expect, it } from 'vitest';
import { blocksEverything } from '@/lib/analysis/checks/crawl';
import { images, runCheck, status } from './context';

const side = (body: string, status = 200, contentType = 'text/plain') => ({
  status,
  contentType,
  body,
});

describe('SEO checks', () => {
  it('status: 200 passes, another 2xx is partial, anything else fails', () => {
    expect(status('httpStatus', '', { status: 200 })).toBe('pass');
    expect(status('httpStatus', '', { status: 203 })).toBe('partial');
    expect(status('httpStatus', '', { status: 404 })).toBe('fail');
    expect(status('httpStatus', '', { status: 500 })).toBe('fail');
  });

  it('indexable: noindex in robots meta, googlebot meta or X-Robots-Tag fails', () => {
    expect(status('indexable', '<meta name="robots" content="index, follow">')).toBe('pass');
    expect(status('indexable', '<meta name="robots" content="NOINDEX, follow">')).toBe('fail');
    expect(status('indexable', '<meta name="googlebot" content="none">')).toBe('fail');
    expect(status('indexable', '', { headers: { 'x-robots-tag': 'noindex' } })).toBe('fail');
  });

  it('title: present and at most 60 characters passes; longer is partial; none fails', () => {
    const title = (text: string) => `<title>${text}</title>`;
    expect(runCheck('title', title('Girne Motors – Used Cars'))).toEqual({
      status: 'pass',
      evidence: { state: 'ok', length: 24, title: 'Girne Motors – Used Cars' },
    });
    expect(status('title', title('x'.repeat(60)))).toBe('pass');
    expect(status('title', title('x'.repeat(61)))).toBe('partial');
    expect(status('title', title('   '))).toBe('fail');
    expect(status('title', '<p>none</p>')).toBe('fail');
    // Characters, not bytes: Greek and Turkish titles are not penalised for their letters.
    expect(status('title', title('Αυτοκίνητα'.repeat(6)))).toBe('pass');
    // An SVG icon's <title> is not the page's title.
    expect(status('title', '<body><svg><title>Menu</title></svg></body>')).toBe('fail');
  });

  it('meta description: at most 160 characters passes; longer partial; none fails', () => {
    const description = (text: string) => `<meta name="description" content="${text}">`;
    expect(status('metaDescription', description('x'.repeat(160)))).toBe('pass');
    expect(status('metaDescription', description('x'.repeat(161)))).toBe('partial');
    expect(status('metaDescription', description(''))).toBe('fail');
    expect(status('metaDescription', '<p>none</p>')).toBe('fail');
  });

  it('h1: exactly one passes, several are partial, none fails', () => {
    expect(status('singleH1', '<h1>A</h1><h2>B</h2>')).toBe('pass');
    expect(runCheck('singleH1', '<h1>A</h1><h1>B</h1>')).toEqual({
      status: 'partial',
      evidence: { count: 2 },
    });
    expect(status('singleH1', '<h2>B</h2>')).toBe('fail');
  });

  it('organised content: h1, h2 and no skipped level pass; skips are partial', () => {
    expect(status('headingOutline', '<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>')).toBe('pass');
    expect(runCheck('headingOutline', '<h1>A</h1><h2>B</h2><h4>C</h4>').evidence).toEqual({
      headings: 3,
      skips: 1,
    });
    expect(status('headingOutline', '<h1>A</h1><h2>B</h2><h4>C</h4>')).toBe('partial');
    expect(status('headingOutline', '<h1>A</h1><h3>C</h3>')).toBe('fail');
    expect(status('headingOutline', '<h2>B</h2>')).toBe('fail');
  });

  it('navigation: a <nav> with 3 links passes; fewer, or links in <header>, partial', () => {
    const nav = (n: number) => `<nav>${'<a href="/x">x</a>'.repeat(n)}</nav>`;
    expect(status('navigation', nav(3))).toBe('pass');
    expect(status('navigation', nav(2))).toBe('partial');
    expect(runCheck('navigation', `<header>${'<a href="/x">x</a>'.repeat(4)}</header>`)).toEqual({
      status: 'partial',
      evidence: { state: 'header', links: 4 },
    });
    expect(status('navigation', '<div><a href="/">Home</a></div>')).toBe('fail');
  });

  it('canonical: a resolvable web address passes, a broken or non-web one is partial, none fails', () => {
    expect(runCheck('canonical', '<link rel="canonical" href="/cars/">').evidence).toEqual({
      state: 'ok',
      href: 'https://dealer.example/cars/',
    });
    expect(status('canonical', '<link rel="canonical" href="http://[bad">')).toBe('partial');
    // An address that is no web page is no canonical URL, however it parses.
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'mailto:sales@dealer.example'])
      expect(runCheck('canonical', `<link rel="canonical" href="${href}">`)).toEqual({
        status: 'partial',
        evidence: { state: 'invalid', href },
      });
    expect(status('canonical', '<p>none</p>')).toBe('fail');
  });

  it('hreflang: two or more languages pass, one is partial, none fails', () => {
    const alt = (lang: string) => `<link rel="alternate" hreflang="${lang}" href="/${lang}">`;
    expect(runCheck('hreflang', alt('en') + alt('tr') + alt('x-default'))).toEqual({
      status: 'pass',
      evidence: { count: 2, languages: 'en, tr' },
    });
    expect(status('hreflang', alt('el') + alt('x-default'))).toBe('partial');
    expect(status('hreflang', '<p>none</p>')).toBe('fail');
  });

  it('lang: a valid language tag on <html> passes', () => {
    expect(status('htmlLang', '<html lang="tr"><p>x</p></html>')).toBe('pass');
    expect(status('htmlLang', '<html lang="en-GB">')).toBe('pass');
    expect(status('htmlLang', '<html lang="">')).toBe('fail');
    expect(status('htmlLang', '<html>')).toBe('fail');
  });

  it('image alt: ≥ 90 % with an alt (empty alt counts as decorative) passes, ≥ 50 % partial', () => {
    const alts = (n: number, of: number) =>
      images(of, (i) => (i < n ? (i % 2 ? 'alt=""' : 'alt="Car"') : ''));
    expect(status('imageAlt', alts(9, 10))).toBe('pass');
    expect(status('imageAlt', alts(8, 10))).toBe('partial');
    expect(status('imageAlt', alts(5, 10))).toBe('partial');
    expect(status('imageAlt', alts(4, 10))).toBe('fail');
  });

  it('structured data: dealer or vehicle types pass; other types or a broken block partial', () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
    expect(runCheck('structuredData', ld('{"@type":"AutoDealer","name":"A"}'))).toEqual({
      status: 'pass',
      evidence: { state: 'dealer', types: 'AutoDealer', invalid: 0 },
    });
    expect(status('structuredData', ld('{"@graph":[{"@type":["Car","Product"]}]}'))).toBe('pass');
    expect(status('structuredData', ld('{"@type":"https://schema.org/Vehicle"}'))).toBe('pass');
    expect(status('structuredData', ld('{"@type":"Organization"}'))).toBe('partial');
    expect(status('structuredData', ld('{"@type":"AutoDealer"}') + ld('{broken'))).toBe('partial');
    expect(runCheck('structuredData', ld('{"@type":"AutoDealer",}')).evidence).toMatchObject({
      state: 'invalid',
      invalid: 1,
    });
    expect(runCheck('structuredData', '<p>none</p>').evidence).toMatchObject({
      state: 'missing',
    });
  });

  it('Open Graph: title, description and image pass; some partial; none fail', () => {
    const og = (key: string) => `<meta property="og:${key}" content="x">`;
    expect(status('openGraph', og('title') + og('description') + og('image'))).toBe('pass');
    expect(status('openGraph', og('title'))).toBe('partial');
    expect(status('openGraph', '<p>none</p>')).toBe('fail');
  });

  it('robots.txt: present and not blocking everything passes', () => {
    expect(status('robotsTxt', '', { robots: side('User-agent: *\nDisallow: /admin') })).toBe(
      'pass',
    );
    expect(status('robotsTxt', '', { robots: side('User-agent: *\nDisallow: /') })).toBe('fail');
    expect(status('robotsTxt', '', { robots: side('not found', 404) })).toBe('fail');
    // A site answering every URL with its home page has no robots.txt.
    expect(status('robotsTxt', '', { robots: side('<html>', 200, 'text/html') })).toBe('fail');
    expect(status('robotsTxt', '', { robots: null })).toBe('fail');
  });

  it('robots.txt rules: only a Disallow: / for every crawler blocks everything', () => {
    expect(blocksEverything('User-agent: *\nDisallow: /')).toBe(true);
    expect(blocksEverything('User-agent: Googlebot\nUser-agent: *\nDisallow: / # all')).toBe(true);
    expect(blocksEverything('User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow:')).toBe(
      false,
    );
    expect(blocksEverything('User-agent: *\nDisallow: /private/')).toBe(false);
  });

  it('sitemap: an XML urlset or sitemap index passes, anything else does not', () => {
    const xml =
      '<?xml version="1.0"?><urlset><url><loc>/a</loc></url><url><loc>/b</loc></url></urlset>';
    expect(runCheck('sitemap', '', { sitemap: side(xml) })).toEqual({
      status: 'pass',
      evidence: { state: 'ok', urls: 2 },
    });
    expect(status('sitemap', '', { sitemap: side('<sitemapindex></sitemapindex>') })).toBe('pass');
    expect(status('sitemap', '', { sitemap: side('<html>home</html>') })).toBe('partial');
    expect(status('sitemap', '', { sitemap: side('', 404) })).toBe('fail');
    expect(status('sitemap', '', { sitemap: null })).toBe('fail');
  });
});
