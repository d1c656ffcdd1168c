import { Button } from '@react-email/components';
import { ContactLines, type ContactLine } from './ContactLines';
import { EmailLayout } from './EmailLayout';
import { styles } from './email-theme';
import type { EmailFrame } from './frame';
import { Paragraph, SignOff, Subheading, Title } from './blocks';

export type VisitorConfirmationProps = {
  frame: EmailFrame;
  heading: string;
  greeting: string;
  received: string;
  /** "Your reference is AS-…": what the visitor quotes, and the inbox finds. */
  reference: string;
  /** A button after the reference (a booked call's "Move or cancel the call"). */
  action?: { href: string; text: string } | null;
  nextTitle: string;
  next: string;
  soonerTitle: string;
  contacts: ContactLine[];
  signOff: string;
  team: string;
};

/**
 * The visitor's confirmation: thanks, what happens next and how to reach us. Only fixed texts
 * and the agency's details: nothing the visitor typed beyond their name.
 */
export function VisitorConfirmationEmail(props: VisitorConfirmationProps) {
  return (
    <EmailLayout {...props.frame}>
      <Title>{props.heading}</Title>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.received}</Paragraph>
      <Paragraph>{props.reference}</Paragraph>
      {props.action ? (
        <Button href={props.action.href} style={styles.button} className="cta">
          {props.action.text}
        </Button>
      ) : null}
      <Subheading>{props.nextTitle}</Subheading>
      <Paragraph>{props.next}</Paragraph>
      <Subheading>{props.soonerTitle}</Subheading>
      <ContactLines lines={props.contacts} />
      <SignOff signOff={props.signOff} team={props.team} />
    </EmailLayout>
  );
}
