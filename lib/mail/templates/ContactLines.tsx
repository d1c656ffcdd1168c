import { Link, Text } from '@react-email/components';
import { styles } from './email-theme';

export type ContactLine = { label: string; text: string; href: string };

/** The agency's phone, WhatsApp and e-mail, one per line, each a link. */
export function ContactLines({ lines }: { lines: ContactLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line.label} style={{ ...styles.text, margin: '0 0 6px' }} className="body">
          <strong className="strong" style={{ color: '#0B1B34' }}>
            {line.label}:
          </strong>{' '}
          <Link href={line.href} style={styles.link} className="link">
            {line.text}
          </Link>
        </Text>
      ))}
    </>
  );
}
