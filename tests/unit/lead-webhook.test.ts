import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '@/lib/leads/repository';
import { deliverLeadWebhook } from '@/lib/leads/webhook';

const lead = {
  id: '0193b1c2-0000-7000-8000-000000000001',
  createdAt: new Date('2030-01-01T10:00:00Z'),
  source: 'contact',
  status: 'new',
  name: 'Eleni',
  email: 'eleni@example.com',
  company: 'Limassol Cars',
  message: '',
} as Lead;

let close: () => void = () => {};
afterEach(() => close());

/** A local endpoint answering each POST with the next status code; records the bodies. */
async function endpoint(statuses: number[]) {
  const bodies: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      bodies.push({ contentType: req.headers['content-type'], json: JSON.parse(body) });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, bodies };
}

const noWait = { sleep: async () => {} };

describe('the lead webhook', () => {
  it('POSTs the stored lead as JSON', async () => {
    const { url, bodies } = await endpoint([204]);
    expect(await deliverLeadWebhook(lead, url, noWait)).toBe(true);
    expect(bodies).toEqual([
      {
        contentType: 'application/json',
        json: {
          event: 'lead.created',
          lead: expect.objectContaining({
            id: lead.id,
            email: 'eleni@example.com',
            createdAt: '2030-01-01T10:00:00.000Z',
          }),
        },
      },
    ]);
  });

  it('retries failures and reports success once it gets through', async () => {
    const { url, bodies } = await endpoint([500, 503, 200]);
    expect(await deliverLeadWebhook(lead, url, noWait)).toBe(true);
    expect(bodies).toHaveLength(3);
  });

  it('gives up after its retries without throwing', async () => {
    const { url, bodies } = await endpoint([500, 500, 500, 500, 500]);
    expect(await deliverLeadWebhook(lead, url, { ...noWait, retryDelaysMs: [1, 1] })).toBe(false);
    expect(bodies).toHaveLength(3);
    expect(
      await deliverLeadWebhook(lead, 'http://127.0.0.1:9/closed', { ...noWait, retryDelaysMs: [] }),
    ).toBe(false);
  });
});
