/**
 * The admin-area accounts and leads of the end-to-end tests. seed-admin.ts creates them before
 * the server starts (the CLI cannot open the embedded database while the server holds it).
 */
export const password = 'amber harbour dealership ledger';

export const accounts = {
  /** Signs in for the inbox tests. */
  admin: 'admin@e2e.test',
  /** Has no admin role: signed out with "Access denied". */
  user: 'user@e2e.test',
  /** Gets locked by five wrong passwords. */
  locked: 'locked@e2e.test',
  /** Created with `npm run admin -- create … --password-stdin`, not by the seed's own code. */
  cli: 'cli-admin@e2e.test',
  /** Signs out in the sessions test (which ends every session of this account). */
  signOut: 'sign-out@e2e.test',
  /** Gets a new password through the CLI in the sessions test. */
  newPassword: 'new-password@e2e.test',
} as const;

export const seededLeads = {
  /** As the home page's lead capture form stores it. */
  homeForm: {
    name: 'Eleni Georgiou',
    email: 'eleni@nicosia-motors.example',
    company: 'Nicosia Motors',
  },
  spam: { name: 'Speedy Bot', email: 'bot@spam.example', company: 'Bot Cars' },
  formula: {
    name: '=HYPERLINK("http://evil.example","x")',
    email: 'formula@e2e.test',
    company: '+Formula Cars',
  },
  status: { name: 'Stavros Status', email: 'status@e2e.test', company: 'Status Autos' },
  deletion: { name: 'Dimitra Delete', email: 'delete@e2e.test', company: 'Erase Motors' },
  /** Server actions replayed without a valid admin session must leave this lead untouched. */
  replay: { name: 'Rita Replay', email: 'replay@e2e.test', company: 'Replay Garage' },
  /** Text that must never appear in an answer to a request without an admin session. */
  canary: { name: 'Canary Kostas', email: 'canary-secret@e2e.test', company: 'Canary Cars' },
  /** Its confirmation died (refused for good): the inbox's banner offers to send it again. */
  deadMail: { name: 'Dora Deadletter', email: 'dead-mail@e2e.test', company: 'Bounce Motors' },
} as const;

/** Enough leads for a second page of the inbox (25 a page). */
export const fillerLeadCount = 24;

/** A paid order as the Stripe webhook records it; its e-mail must never reach a visitor. */
export const seededOrder = {
  stripeSessionId: 'cs_test_e2e_seeded_order',
  packageId: 'advance',
  amountMinor: 250_000,
  currency: 'gbp',
  customerName: 'Andreas Order',
  customerEmail: 'order-secret@e2e.test',
} as const;
