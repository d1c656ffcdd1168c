import { Heading, Hr, Text } from '@react-email/components';
import { ContactLines, type ContactLine } from './ContactLines';
import { EmailLayout } from './EmailLayout';
import type { EmailFrame } from './frame';
import { styles } from './email-theme';

export type VisitorConfirmationProps = {
  frame: EmailFrame;
  heading: string;
  greeting: string;
  received: string;
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
      <Heading as="h1" style={styles.heading} className="strong">
        {props.heading}
      </Heading>
      <Text style={styles.text} className="body">
        {props.greeting}
      </Text>
      <Text style={styles.text} className="body">
        {props.received}
      </Text>
      <Heading as="h2" style={styles.subheading} className="strong">
        {props.nextTitle}
      </Heading>
      <Text style={styles.text} className="body">
        {props.next}
      </Text>
      <Heading as="h2" style={styles.subheading} className="strong">
        {props.soonerTitle}
      </Heading>
      <ContactLines lines={props.contacts} />
      <Hr style={styles.rule} className="rule" />
      <Text style={{ ...styles.text, margin: 0 }} className="body">
        {props.signOff}
        <br />
        {props.team}
      </Text>
    </EmailLayout>
  );
}
