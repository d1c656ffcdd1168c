/**
 * What an SMTP failure means for the outbox. Only a refusal about the recipient or the message
 * itself is final: another try would get the same answer. A refusal about the relay (our
 * account's quota, relaying or policy, authentication) is fixed on the relay's side without the
 * message changing, so it is retried with backoff for the whole retry window — as is anything
 * ambiguous: a retried agency notice stays visible as failing, a dead one would go quiet.
 */
type SmtpFailure = {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
};

/** RFC 3463 `class.subject.detail` at the start of the reply text, e.g. 550 5.4.5 …. */
const enhancedStatus = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/;

/**
 * Enhanced statuses about the recipient or the message: addressing (5.1.x), the mailbox (5.2.x,
 * except 5.2.2 "mailbox full", which clears), a message too big for the system (5.3.4), content
 * (5.6.x). Routing and congestion (5.4.x), the relay's system (5.3.x), protocol (5.5.x) and
 * security or policy (5.7.x: relaying denied, authentication) are not.
 */
function enhancedIsFinal(subject: number, detail: number): boolean {
  if (subject === 1 || subject === 6) return true;
  if (subject === 2) return detail !== 2;
  return subject === 3 && detail === 4;
}

/** Without an enhanced status: replies to the recipient's RCPT TO that reject that address. */
const finalRecipientCodes = new Set([550, 551, 552, 553]);

/**
 * True when the SMTP server refused for good, so retrying will not help (550 unknown user at
 * RCPT TO, 5.1.1, a message too large). Connection errors, time-outs, 4xx replies and refusals
 * about the relay (554, 5.4.5 quota, 5.7.1 relaying denied, 530/534/535/538 authentication, any
 * refusal of MAIL FROM) are temporary.
 */
export function isPermanentMailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode, response, command } = error as SmtpFailure;
  if (code === 'EAUTH' || typeof responseCode !== 'number') return false;
  if (responseCode < 500 || responseCode >= 600) return false;
  const enhanced = typeof response === 'string' ? enhancedStatus.exec(response) : null;
  if (enhanced) {
    return enhanced[1] === '5' && enhancedIsFinal(Number(enhanced[2]), Number(enhanced[3]));
  }
  if (command === 'RCPT TO') return finalRecipientCodes.has(responseCode);
  // 552 after the data: the message exceeds the server's size limit, and will next time too.
  return typeof command === 'string' && command.startsWith('DATA') && responseCode === 552;
}

/**
 * True when the mail server did not answer at all (refused connection, DNS, time-out, a dropped
 * socket): the outbox then checks for its return and sends what waits as soon as it answers.
 */
export function isMailOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as SmtpFailure;
  if (typeof responseCode === 'number') return false;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET'].includes(
    String(code),
  );
}
