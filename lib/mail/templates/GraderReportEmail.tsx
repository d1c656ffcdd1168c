import { Button, Column, Hr, Row, Section, Text } from '@react-email/components';
import type { GraderBand } from '@/lib/analysis/scoring';
import { ContactLines, type ContactLine } from './ContactLines';
import { EmailLayout } from './EmailLayout';
import type { EmailFrame } from './frame';
import { Paragraph, SignOff, Subheading, Title } from './blocks';
import { PhoneMeasurementBlock, type PhoneBlockProps } from './PhoneMeasurementBlock';
import { bandColour, colours, styles } from './email-theme';

export type ScoreLine = { label: string; score: number; band: GraderBand };
export type FixItem = { label: string; status: string; category: string; fix: string };

export type GraderReportProps = {
  frame: EmailFrame;
  heading: string;
  greeting: string;
  intro: string;
  overall: ScoreLine & { verdict: string };
  /** The phone measurement (lib/mail/grader-phone.ts), when it was asked for. */
  phone?: PhoneBlockProps | null;
  categoriesTitle: string;
  categories: ScoreLine[];
  /** The dealer checks' three costliest fixes ("Where buyers choose a car"), when any. */
  dealer?: { title: string; lead: string; fixes: FixItem[] } | null;
  fixesTitle: string;
  fixesLead: string;
  fixes: FixItem[];
  fixLabel: string;
  passed: string;
  report: { text: string; href: string; button: string };
  cta: { title: string; text: string };
  contacts: ContactLine[];
  signOff: string;
  team: string;
};

/** The grader's full report: the scores, every failed or partial check with its fix, the link. */
export function GraderReportEmail(props: GraderReportProps) {
  const { overall } = props;
  return (
    <EmailLayout {...props.frame}>
      <Title>{props.heading}</Title>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <Section
        style={{
          backgroundColor: colours.soft,
          border: `1px solid ${colours.border}`,
          borderRadius: '12px',
          padding: '16px',
          textAlign: 'center',
        }}
        className="soft"
      >
        <Text style={{ ...styles.small, margin: 0, fontWeight: 600 }} className="body">
          {overall.label}
        </Text>
        <Text
          style={{
            color: bandColour[overall.band],
            fontSize: '48px',
            lineHeight: '56px',
            fontWeight: 800,
            margin: '4px 0 0',
          }}
          className={`band-${overall.band}`}
        >
          {overall.score}
          <span style={{ fontSize: '18px', fontWeight: 600 }}> / 100</span>
        </Text>
        <Text
          style={{ ...styles.text, margin: 0, fontWeight: 700, color: bandColour[overall.band] }}
          className={`band-${overall.band}`}
        >
          {overall.verdict}
        </Text>
      </Section>
      {props.phone ? <PhoneMeasurementBlock {...props.phone} /> : null}
      <Subheading>{props.categoriesTitle}</Subheading>
      <Section>
        {props.categories.map((line) => (
          <ScoreRow key={line.label} line={line} />
        ))}
      </Section>
      {props.dealer ? (
        <>
          <Subheading>{props.dealer.title}</Subheading>
          <Paragraph>{props.dealer.lead}</Paragraph>
          <FixList fixes={props.dealer.fixes} fixLabel={props.fixLabel} />
        </>
      ) : null}
      <Subheading>{props.fixesTitle}</Subheading>
      <Paragraph>{props.fixesLead}</Paragraph>
      <FixList fixes={props.fixes} fixLabel={props.fixLabel} />
      <Text style={{ ...styles.small, marginTop: '12px' }} className="muted">
        {props.passed}
      </Text>
      <Hr style={styles.rule} className="rule" />
      <Paragraph>{props.report.text}</Paragraph>
      <Section style={{ margin: '4px 0 8px' }}>
        <Button href={props.report.href} style={styles.button} className="cta">
          {props.report.button}
        </Button>
      </Section>
      <Subheading>{props.cta.title}</Subheading>
      <Paragraph>{props.cta.text}</Paragraph>
      <ContactLines lines={props.contacts} />
      <SignOff signOff={props.signOff} team={props.team} />
    </EmailLayout>
  );
}

function ScoreRow({ line }: { line: ScoreLine }) {
  const colour = bandColour[line.band];
  return (
    <Row style={{ borderTop: `1px solid ${colours.border}` }} className="rule">
      <Column style={{ width: '45%', padding: '8px 0' }}>
        <Text style={{ ...styles.text, margin: 0 }} className="body">
          {line.label}
        </Text>
      </Column>
      <Column style={{ padding: '8px 12px' }}>
        <div
          style={{ backgroundColor: colours.border, borderRadius: '4px', height: '8px' }}
          className="track"
        >
          <div
            className={`bar-${line.band}`}
            style={{
              backgroundColor: colour,
              borderRadius: '4px',
              height: '8px',
              width: `${line.score}%`,
            }}
          />
        </div>
      </Column>
      <Column style={{ width: '64px', padding: '8px 0', textAlign: 'right' }}>
        <Text
          style={{ ...styles.text, margin: 0, fontWeight: 700, color: colour }}
          className={`band-${line.band}`}
        >
          {line.score}
        </Text>
      </Column>
    </Row>
  );
}

/**
 * Every fix in one table with plain cells: up to 46 of them, so the markup stays lean (inline
 * styles on each cell, inherited inside it) and the largest report stays far under 100 KB.
 */
function FixList({ fixes, fixLabel }: { fixes: FixItem[]; fixLabel: string }) {
  const cell = {
    borderTop: `1px solid ${colours.border}`,
    padding: '10px 0',
    color: colours.text,
    fontSize: '15px',
    lineHeight: '22px',
  };
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
      <tbody>
        {fixes.map((item, index) => (
          <tr key={item.label}>
            <td style={cell} className="body rule">
              <b style={{ color: colours.navy }} className="strong">
                {index + 1}. {item.label}
              </b>
              <br />
              <span style={{ color: colours.muted, fontSize: '13px' }} className="muted">
                {item.status} · {item.category}
              </span>
              <br />
              <b>{fixLabel}</b> {item.fix}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
