/**
 * Not yet: the e-mail waits for something (the grader's phone measurement) and is tried again
 * at `until` — not a failure, no attempt counted.
 */
export class DeliveryDeferred extends Error {
  constructor(readonly until: Date) {
    super(`deferred until ${until.toISOString()}`);
    this.name = 'DeliveryDeferred';
  }
}
