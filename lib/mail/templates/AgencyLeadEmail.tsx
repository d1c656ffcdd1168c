import { Button, Column, Link, Row, Section, Text } from '@react-email/components';
import { EmailLayout } from './EmailLayout';
import type { EmailFrame } from './frame';
import { Paragraph, Title } from './blocks';
import { colours, styles } from './email-theme';

export type LeadFact = { label: string; value: string; href?: string; multiline?: boolean };

/** A button back to the visitor: reply, call, WhatsApp. */
export type LeadAction = { href: string; text: string };

export type AgencyLeadProps = {
  frame: EmailFrame;
  heading: string;
  intro: string;
  /** Shown above everything when the lead is suspected spam. */
  warning: string | null;
  /** The visitor's own words, first: what the agency answers. Null when they wrote none. */
  message: { label: string; text: string } | null;
  actions: LeadAction[];
  facts: LeadFact[];
  inbox: { href: string; text: string };
  replyHint: string;
};

/**
 * The agency's notice of a new lead: the visitor's message, the ways to answer them at once
 * (reply, call, WhatsApp), every field their form asked, and the way to the inbox.
 */
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
      {props.message ? (
        <Section
          style={{
            backgroundColor: colours.soft,
            border: `1px solid ${colours.border}`,
            borderRadius: '12px',
            padding: '14px 16px',
            margin: '4px 0 16px',
          }}
          className="soft"
        >
          <Text style={{ ...styles.small, margin: '0 0 4px', fontWeight: 600 }} className="body">
            {props.message.label}
          </Text>
          <Text
            style={{ ...styles.text, margin: 0, color: colours.navy, whiteSpace: 'pre-wrap' }}
            className="strong"
          >
            {props.message.text}
          </Text>
        </Section>
      ) : null}
      <Section style={{ margin: '8px 0 20px' }}>
        {props.actions.map((action, index) => (
          <Button
            key={action.href}
            href={action.href}
            className={index === 0 ? 'action cta' : 'action'}
            style={{ ...(index === 0 ? styles.button : secondaryButton), margin: '0 8px 8px 0' }}
          >
            {action.text}
          </Button>
        ))}
        <Button href={props.inbox.href} style={{ ...secondaryButton, margin: '0 8px 8px 0' }}>
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

/** Navy with white text: reads the same on the light card and the dark one. */
const secondaryButton = {
  ...styles.button,
  backgroundColor: colours.navy,
  color: '#FFFFFF',
  border: '1px solid #1E3A5F',
};

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
