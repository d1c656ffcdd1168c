import { Button, Column, Link, Row, Section, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout';
import type { EmailFrame } from './frame';
import { Paragraph, Title } from './blocks';
import { colours, styles } from './email-theme';

export type LeadFact = { label: string; value: string; href?: string; multiline?: boolean };

export type AgencyLeadProps = {
  frame: EmailFrame;
  heading: string;
  intro: string;
  /** Shown above everything when the lead is suspected spam. */
  warning: string | null;
  facts: LeadFact[];
  inbox: { href: string; text: string };
  replyHint: string;
};

/** The agency's notice of a new lead: every field of it, and the way to the inbox. */
export function AgencyLeadEmail(props: AgencyLeadProps) {
  return (
    <EmailLayout {...props.frame}>
      {props.warning ? (
        <Text
          style={{
            ...styles.text,
            backgroundColor: colours.warning,
            color: colours.warningText,
            borderRadius: '8px',
            padding: '10px 14px',
            fontWeight: 600,
          }}
          className="warning"
        >
          {props.warning}
        </Text>
      ) : null}
      <Title>{props.heading}</Title>
      <Paragraph>{props.intro}</Paragraph>
      <Section style={{ margin: '8px 0 20px' }}>
        <Button href={props.inbox.href} style={styles.button}>
          {props.inbox.text}
        </Button>
      </Section>
      <Section>
        {props.facts.map((fact) => (
          <FactRow key={fact.label} fact={fact} />
        ))}
      </Section>
      <Text style={{ ...styles.small, marginTop: '16px' }} className="body">
        {props.replyHint}
      </Text>
    </EmailLayout>
  );
}

function FactRow({ fact }: { fact: LeadFact }) {
  const cell = { borderTop: `1px solid ${colours.border}`, padding: '8px 0', verticalAlign: 'top' };
  const valueStyle = {
    ...styles.text,
    margin: 0,
    color: colours.navy,
    whiteSpace: fact.multiline ? ('pre-wrap' as const) : undefined,
    wordBreak: 'break-word' as const,
  };
  return (
    <Row>
      <Column style={{ ...cell, width: '34%', paddingRight: '12px' }} className="rule">
        <Text style={{ ...styles.small, margin: 0, fontWeight: 600 }} className="body">
          {fact.label}
        </Text>
      </Column>
      <Column style={cell} className="rule">
        <Text style={valueStyle} className="strong">
          {fact.href ? (
            <Link href={fact.href} style={styles.link} className="link">
              {fact.value}
            </Link>
          ) : (
            fact.value
          )}
        </Text>
      </Column>
    </Row>
  );
}
