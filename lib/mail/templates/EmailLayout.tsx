import type { ReactNode } from 'react';
import { Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { EmailFrame } from './frame';
import { colours, darkModeCss, styles } from './email-theme';

/**
 * The frame of every e-mail: the wordmark (text, no image: nothing to block or fetch), one
 * white card with the content, and a footer line. Table layout and inline styles come from
 * React Email's components — but not its Body, which copies the page colour onto an inner cell
 * that the dark-mode class never reaches (the footer then sat light-on-light, 1.36:1): the body
 * and that cell here both carry the class.
 */
export function EmailLayout({
  lang,
  title,
  preview,
  siteName,
  siteUrl,
  tagline,
  footer,
  children,
}: EmailFrame & { children: ReactNode }) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style dangerouslySetInnerHTML={{ __html: darkModeCss }} />
      </Head>
      <Preview>{preview}</Preview>
      <body style={{ ...styles.body, padding: 0 }} className="page">
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          style={{ backgroundColor: colours.page }}
          className="page"
        >
          <tbody>
            <tr>
              <td style={styles.body} className="page">
                <Container style={styles.container}>
                  <Wordmark siteName={siteName} siteUrl={siteUrl} tagline={tagline} />
                  <Section style={styles.card} className="card">
                    {children}
                  </Section>
                  <Section style={{ padding: '16px 28px 0' }}>
                    <Text style={styles.small} className="muted">
                      {footer}
                    </Text>
                  </Section>
                </Container>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </Html>
  );
}

/** "AutoSites Cyprus" as the logo sets it: the name in white, the last word in amber. */
function Wordmark({
  siteName,
  siteUrl,
  tagline,
}: {
  siteName: string;
  siteUrl: string;
  tagline: string;
}) {
  const words = siteName.split(' ');
  const last = words.length > 1 ? words.pop() : undefined;
  return (
    <Section
      style={{
        backgroundColor: colours.navy,
        borderRadius: '12px',
        padding: '18px 28px',
        marginBottom: '16px',
      }}
    >
      <Link
        href={siteUrl}
        style={{ color: '#FFFFFF', fontSize: '22px', fontWeight: 800, textDecoration: 'none' }}
      >
        {words.join(' ')}
        {last ? <span style={{ color: colours.amber }}> {last}</span> : null}
      </Link>
      <Text style={{ color: '#CBD5E1', fontSize: '13px', lineHeight: '18px', margin: '4px 0 0' }}>
        {tagline}
      </Text>
    </Section>
  );
}
