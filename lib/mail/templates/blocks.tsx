import { Heading, Hr, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { styles } from './email-theme';

// The text blocks every e-mail is made of, with the inline styles mail clients need and the
// class names the dark-mode CSS (email-theme.ts) recolours.

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading} className="strong">
      {children}
    </Heading>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading} className="strong">
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={styles.text} className="body">
      {children}
    </Text>
  );
}

/** A rule, then "Kind regards," and the team's name on the next line. */
export function SignOff({ signOff, team }: { signOff: string; team: string }) {
  return (
    <>
      <Hr style={styles.rule} className="rule" />
      <Text style={{ ...styles.text, margin: 0 }} className="body">
        {signOff}
        <br />
        {team}
      </Text>
    </>
  );
}
