// Creates the admin-area users and the leads of the end-to-end tests (admin-accounts.ts) in the
// configured database, then creates one admin through the real `npm run admin` command.
// Run by scripts/e2e-server.sh before `next start`.
import { spawnSync } from 'node:child_process';
import { hashPassword } from '@/lib/auth/passwords';
import { userRepository } from '@/lib/auth/users';
import { closeDatabase, db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { newLeadReference } from '@/lib/leads/reference';
import { accounts, fillerLeadCount, password, seededLeads, seededOrder } from './admin-accounts';

const prisma = await db();
const users = userRepository(prisma);
const passwordHash = await hashPassword(password);
await users.create({ email: accounts.admin, passwordHash, role: 'admin' });
await users.create({ email: accounts.user, passwordHash, role: 'user' });
await users.create({ email: accounts.locked, passwordHash, role: 'admin' });
await users.create({ email: accounts.signOut, passwordHash, role: 'admin' });
await users.create({ email: accounts.newPassword, passwordHash, role: 'admin' });

const base = {
  source: 'contact',
  message: 'Please call me about a new website.',
  locale: 'en',
  consentGiven: true,
  consentVersion: '2026-11',
} as const;
// Directly, not through the repository: the tests need leads of different ages.
const leads = {
  create: (data: Omit<Prisma.LeadCreateInput, 'reference'>) =>
    prisma.lead.create({ data: { ...data, reference: newLeadReference() } }),
};
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
for (let i = 1; i <= fillerLeadCount; i++) {
  const n = String(i).padStart(2, '0');
  await leads.create({
    ...base,
    name: `Filler Lead ${n}`,
    email: `filler${n}@e2e.test`,
    company: `Filler Dealer ${n}`,
    createdAt: at(600 + i),
  });
}
await leads.create({ ...base, ...seededLeads.canary, createdAt: at(60) });
await leads.create({ ...base, ...seededLeads.replay, createdAt: at(50) });
await leads.create({ ...base, ...seededLeads.deletion, createdAt: at(40) });
await leads.create({ ...base, ...seededLeads.status, createdAt: at(30) });
await leads.create({ ...base, ...seededLeads.formula, message: '-2+3 @sum', createdAt: at(20) });
await leads.create({
  ...base,
  ...seededLeads.spam,
  suspectedSpam: true,
  fillTimeMs: 400,
  createdAt: at(10),
});
// What the home page's lead capture form stores (until that form is in this branch).
await leads.create({
  ...base,
  ...seededLeads.homeForm,
  source: 'lead_capture',
  phone: '+357 22 123456',
  message: 'Lead capture form submission',
  package: 'Lead Capture',
  pagePath: '/',
  createdAt: at(1),
});
// A visitor's confirmation the mail server refused for good (not the agency's notice: that would
// make /api/health "degraded" for every other test).
const deadMailLead = await leads.create({ ...base, ...seededLeads.deadMail, createdAt: at(70) });
await prisma.followUp.create({
  data: {
    leadId: deadMailLead.id,
    kind: 'visitor_confirmation',
    target: seededLeads.deadMail.email,
    mailbox: seededLeads.deadMail.email,
    status: 'dead',
    attempts: 1,
    lastError: '550 5.1.1 No such user here',
    retryUntil: at(-24 * 60 + 70),
    doneAt: at(69),
    createdAt: at(70),
    queuedAt: at(70),
  },
});
await prisma.order.create({
  data: {
    ...seededOrder,
    status: 'paid',
    paidAt: at(5),
    locale: 'en',
    livemode: false,
    createdAt: at(5),
  },
});
await closeDatabase();

const cli = spawnSync(
  process.execPath,
  ['scripts/run-ts.mjs', 'scripts/admin.ts', 'create', accounts.cli, '--password-stdin'],
  { input: `${password}\n`, encoding: 'utf8' },
);
process.stdout.write(cli.stdout);
process.stderr.write(cli.stderr);
if (cli.status !== 0) process.exit(cli.status ?? 1);
console.log('Seeded the admin-area users and leads.');
process.exit();
