import { describe, expect, it } from 'vitest';
import { argumentsProblem, refuseMalformedAction } from '@/lib/server/action-requests';

const action = (body: BodyInit, type?: string) =>
  new Request('http://localhost/', {
    method: 'POST',
    headers: { 'next-action': '60ab', ...(type ? { 'content-type': type } : {}) },
    body,
  });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('server-action requests Next could not decode', () => {
  it('lets through what React sends for our forms and the competitor tool', async () => {
    expect(argumentsProblem('[{"version":0,"status":"idle"},"$K1"]')).toBeNull();
    expect(
      argumentsProblem('["en","0190a8c1-0000-7000-8000-000000000000",{"status":"idle"},"$K1"]'),
    ).toBeNull();
    expect(
      argumentsProblem('["en","$$5 typed by a visitor","$undefined","$D2026-01-01T00:00:00.000Z"]'),
    ).toBeNull();
    expect(
      await refuseMalformedAction(action('["en","dealer.cy"]', 'text/plain;charset=UTF-8')),
    ).toBeNull();
    expect(await refuseMalformedAction(action(form({ 0: '[null,"$K1"]', _1_id: 'x' })))).toBeNull();
  });

  it('refuses bodies that are not a list of plain arguments with 400', async () => {
    for (const body of [
      '',
      'null',
      '"text"',
      '[',
      '{"a":1}',
      '["$Q1"]',
      '["$@1"]',
      '["$h1"]',
      '["$T"]',
      '["$F1"]',
      `${'['.repeat(40)}${']'.repeat(40)}`,
      JSON.stringify(Array(1001).fill(0)),
    ]) {
      const answer = await refuseMalformedAction(action(body, 'text/plain;charset=UTF-8'));
      expect(answer?.status, body.slice(0, 20)).toBe(400);
    }
    expect((await refuseMalformedAction(action(form({ name: 'x' }))))?.status).toBe(400);
    expect(
      (await refuseMalformedAction(action('--b\r\n', 'multipart/form-data; boundary=b')))?.status,
    ).toBe(400);
  });

  it('refuses a body type no browser sends with an action with 415', async () => {
    expect((await refuseMalformedAction(action('{}', 'application/json')))?.status).toBe(415);
    expect((await refuseMalformedAction(action('<a/>', 'application/xml')))?.status).toBe(415);
  });

  it('checks a form posted without JavaScript only where it names an action', async () => {
    const post = (fields: Record<string, string>) =>
      refuseMalformedAction(
        new Request('http://localhost/', { method: 'POST', body: form(fields) }),
      );
    const reference = { $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"60ab","bound":"$@1"}' };
    expect(await post({ ...reference, '$ACTION_1:1': '[{"version":0}]', name: 'x' })).toBeNull();
    expect(await post({ $ACTION_ID_60ab: '', name: 'x' })).toBeNull();
    expect(await post({ name: 'x' })).toBeNull();
    expect((await post({ ...reference, '$ACTION_1:1': 'garbage' }))?.status).toBe(400);
    expect((await post(reference))?.status).toBe(400);
    expect((await post({ $ACTION_REF_1: '', '$ACTION_1:0': 'not json' }))?.status).toBe(400);
  });
});
