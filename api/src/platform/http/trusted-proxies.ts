import type { TrustedProxies } from '../config.js';

/**
 * Fastify's `trustProxy` for TRUST_PROXY: it decides `request.ip` (the address the write limits,
 * the login throttle and guests' Idempotency-Keys count by) and `request.protocol`, from the
 * X-Forwarded-* headers of trusted peers only. A hop count goes as proxy-addr's function of the
 * hop: fastify 5 takes a bare number as trusting nobody at all.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === null) return false;
  if ('hops' in trusted) {
    const { hops } = trusted;
    return (_address, hop) => hop < hops;
  }
  return trusted.addresses;
}
