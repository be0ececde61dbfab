import { Counter } from 'prom-client';
import type { MetricGroup } from '../platform/metrics/registry.js';

const sent = new Counter({
  name: 'petshop_mails_sent_total',
  help: 'Mails the SMTP server took, by template',
  labelNames: ['template'] as const,
  registers: [],
});
const failed = new Counter({
  name: 'petshop_mail_failures_total',
  help: 'Mail attempts the SMTP server refused or that did not reach it, by template (each is retried)',
  labelNames: ['template'] as const,
  registers: [],
});

/** The mailer's sends and failed attempts; counted only while metrics are on (the group is enabled). */
export const mailMetrics: MetricGroup = { metrics: [sent, failed] };

export const countMailSent = (template: string): void => void sent.labels(template).inc();
export const countMailFailure = (template: string): void => void failed.labels(template).inc();
