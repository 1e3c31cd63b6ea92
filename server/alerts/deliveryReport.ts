import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics.ts';
import type { DeliveryOptions } from './delivery.ts';

/**
 * What each stored delivery attempt tells the operators: a count by channel kind and result in
 * the metrics, and a warning for a failed attempt. Never the channel URL: it is the receiver's
 * credential.
 */
export function deliveryReport(
  log: FastifyBaseLogger,
  metrics: Metrics | null,
): NonNullable<DeliveryOptions['onAttempt']> {
  return (attempt, rule, outcome) => {
    metrics?.alertDeliveries.inc({ channel: rule.channelKind, result: outcome === 'pending' ? 'retrying' : outcome });
    if (attempt.ok) return;
    log.warn(
      {
        alert: {
          rule: rule.id,
          name: rule.name,
          channel: rule.channelKind,
          event: attempt.eventId,
          attempt: attempt.attempt,
          statusCode: attempt.statusCode,
          error: attempt.error,
          final: outcome === 'failed',
        },
      },
      'alert delivery failed',
    );
  };
}
