import type { CSSProperties } from 'react';
import type { GraderBand } from '@/lib/analysis/scoring';

/**
 * The brand's colours for e-mail (BRAND.md), every text/background pair at WCAG AA. Mail clients
 * drop stylesheets unpredictably, so every element carries its light colours inline; the class
 * names switch them for dark mode where a client honours prefers-color-scheme.
 */
export const colours = {
  navy: '#0B1B34',
  blue: '#1D4ED8',
  amber: '#F59E0B',
  amberDeep: '#B45309',
  emerald: '#047857',
  text: '#334155',
  muted: '#475569',
  border: '#E2E8F0',
  page: '#F1F5F9',
  card: '#FFFFFF',
  soft: '#F8FAFC',
  warning: '#FEF3C7',
  warningText: '#78350F',
} as const;

export const bandColour: Record<GraderBand, string> = {
  excellent: '#047857',
  good: '#A16207',
  poor: '#B91C1C',
};

/**
 * Dark mode for clients that honour it (Apple Mail, iOS, Outlook for Mac, Thunderbird). Clients
 * that darken e-mails on their own (forced dark) never read it: they turn light backgrounds dark
 * and dark text light, and leave dark backgrounds and light text as they are, so the inline
 * colours have to read both ways (see `button`).
 */
export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background-color: #020617 !important; }
  .card { background-color: #0B1B34 !important; border-color: #1E3A5F !important; }
  .soft { background-color: #13284A !important; border-color: #1E3A5F !important; }
  .strong { color: #F8FAFC !important; }
  .body { color: #CBD5E1 !important; }
  .muted { color: #A5B4C8 !important; }
  .track { background-color: #1E3A5F !important; }
  .bar-excellent { background-color: #34D399 !important; }
  .bar-good { background-color: #FACC15 !important; }
  .bar-poor { background-color: #F87171 !important; }
  .link { color: #93C5FD !important; }
  .rule { border-color: #1E3A5F !important; }
  .warning { background-color: #451A03 !important; color: #FDE68A !important; }
  .cta { background-color: #F59E0B !important; color: #0B1B34 !important; }
  .band-excellent { color: #34D399 !important; }
  .band-good { color: #FACC15 !important; }
  .band-poor { color: #F87171 !important; }
}
`;

const font =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  body: { backgroundColor: colours.page, margin: 0, padding: '24px 0', fontFamily: font },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto' },
  card: {
    backgroundColor: colours.card,
    border: `1px solid ${colours.border}`,
    borderRadius: '12px',
    padding: '28px 28px 20px',
  },
  heading: {
    color: colours.navy,
    fontSize: '24px',
    lineHeight: '30px',
    fontWeight: 800,
    margin: '0 0 12px',
  },
  subheading: {
    color: colours.navy,
    fontSize: '18px',
    lineHeight: '24px',
    fontWeight: 700,
    margin: '24px 0 8px',
  },
  text: { color: colours.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  small: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: colours.blue, textDecoration: 'underline' },
  /**
   * The one amber call to action, a shade deeper than the site's and with white text: forced dark
   * keeps a mid-tone background but lightens dark text, which would turn navy on the brand amber
   * into white on amber (2.1:1); white on the deeper amber is left as it is (5:1). Where the
   * client honours dark mode, `cta` brings back the site's own amber with navy text (8:1).
   */
  button: {
    backgroundColor: colours.amberDeep,
    color: '#FFFFFF',
    borderRadius: '10px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 22px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  rule: { borderColor: colours.border, margin: '20px 0' },
} satisfies Record<string, CSSProperties>;
