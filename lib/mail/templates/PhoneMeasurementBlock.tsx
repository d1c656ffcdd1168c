import { Column, Img, Row, Section, Text } from '@react-email/components';
import type { GraderBand } from '@/lib/analysis/scoring';
import { Paragraph, Subheading } from './blocks';
import { bandColour, colours, styles } from './email-theme';

export type PhoneMetricLine = { label: string; value: string; rating: string; band: GraderBand };

/** The phone measurement in the grader's report e-mail: its results, or why it is not there. */
export type PhoneBlockProps = {
  title: string;
  intro: string;
  /** The screenshot, attached inline (cid:…), at most 100 KB. */
  image: { src: string; alt: string; width: number; height: number } | null;
  score: { label: string; value: number; band: GraderBand } | null;
  metrics: PhoneMetricLine[];
  /** A sentence under it: where the screenshots are, or why there is no measurement. */
  note: string | null;
  /** The stock list's and car page's phone scores, or why there is none (empty: not looked for). */
  pagesTitle: string;
  pages: { label: string; value: string; band: GraderBand | null }[];
  /** How Speed weighs the pages, with each one's score and share. */
  speedNote: string | null;
};

export function PhoneMeasurementBlock(props: PhoneBlockProps) {
  const shown = props.image ? 200 : 0;
  return (
    <>
      <Subheading>{props.title}</Subheading>
      <Paragraph>{props.intro}</Paragraph>
      {props.score ? (
        <Section>
          <Row>
            {props.image ? (
              <Column style={{ width: `${shown + 16}px`, verticalAlign: 'top' }}>
                <Img
                  src={props.image.src}
                  alt={props.image.alt}
                  width={shown}
                  height={Math.round((props.image.height / props.image.width) * shown)}
                  style={{ border: `6px solid ${colours.navy}`, borderRadius: '16px' }}
                />
              </Column>
            ) : null}
            <Column style={{ verticalAlign: 'top' }}>
              <Text style={{ ...styles.small, margin: 0, fontWeight: 600 }} className="body">
                {props.score.label}
              </Text>
              <Text
                style={{
                  color: bandColour[props.score.band],
                  fontSize: '36px',
                  lineHeight: '44px',
                  fontWeight: 800,
                  margin: '0 0 8px',
                }}
                className={`band-${props.score.band}`}
              >
                {props.score.value}
                <span style={{ fontSize: '16px', fontWeight: 600 }}> / 100</span>
              </Text>
              {props.metrics.map((line) => (
                <Text
                  key={line.label}
                  style={{ ...styles.small, margin: '0 0 6px' }}
                  className="body"
                >
                  {line.label}: <b>{line.value}</b>{' '}
                  <span
                    style={{ color: bandColour[line.band], fontWeight: 700 }}
                    className={`band-${line.band}`}
                  >
                    {line.rating}
                  </span>
                </Text>
              ))}
            </Column>
          </Row>
        </Section>
      ) : null}
      {props.pages.length > 0 ? (
        <>
          <Text style={{ ...styles.small, margin: '8px 0 6px', fontWeight: 600 }} className="body">
            {props.pagesTitle}
          </Text>
          {props.pages.map((page) => (
            <Text key={page.label} style={{ ...styles.small, margin: '0 0 6px' }} className="body">
              {page.label}:{' '}
              {page.band ? (
                <b style={{ color: bandColour[page.band] }} className={`band-${page.band}`}>
                  {page.value}
                </b>
              ) : (
                page.value
              )}
            </Text>
          ))}
        </>
      ) : null}
      {props.speedNote ? <Paragraph>{props.speedNote}</Paragraph> : null}
      {props.note ? <Paragraph>{props.note}</Paragraph> : null}
    </>
  );
}
