import { mailCheck } from './mail-check.js';
import { passwordChanged } from './password-changed.js';
import { passwordResetCode } from './password-reset-code.js';

/**
 * Every mail the shop can send, by the name its outbox rows keep (permanent, like event names: a
 * row enqueued today may be sent after a deploy). One line per template; a template lives in its
 * own file beside this one.
 */
export const templates = {
  'mail-check': mailCheck,
  'password-reset-code': passwordResetCode,
  'password-changed': passwordChanged,
};

export type TemplateName = keyof typeof templates;

/** The props a template renders from (the outbox row's `data`). */
export type TemplateData<Name extends TemplateName> = Parameters<(typeof templates)[Name]['subject']>[0];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templates, name);
}
