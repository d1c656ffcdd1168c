/**
 * Why a URL was not analysed. Each reason has a translated explanation under
 * `Analysis.refusal.<reason>` in messages/*.json.
 */
export const refusalReasons = [
  'invalid_url',
  'unsupported_scheme',
  'credentials',
  'blocked_port',
  'blocked_host',
  'private_address',
  'dns_failed',
  'connection_failed',
  'tls_failed',
  'timeout',
  'too_large',
  'too_many_redirects',
  'not_html',
  'rate_limited',
  'failed',
] as const;

export type RefusalReason = (typeof refusalReasons)[number];

export class AnalysisRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'AnalysisRefusal';
  }
}
