import type { BoardVerdict } from './board-access.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a browser opening the board without a session sees: the board is reached from the staff
 * console, which signs the visit in, so the page sends people there rather than to a login form
 * that would bring them back without a session.
 */
export function refusalPage(verdict: Extract<BoardVerdict, { allowed: false }>): string {
  const [heading, advice] =
    verdict.status === 403
      ? ['No access to the job queues', 'Only staff and admin accounts may see the job queues.']
      : ['Sign in to see the job queues', 'Open "Job queues" from the staff console dashboard: it signs you in here for 15 minutes.'];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Job queues</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">${escapeHtml(heading)}</h1>
<p>${escapeHtml(advice)}</p>
<p style="color: #666">${escapeHtml(verdict.message)}</p>
<p><a href="/admin/">Go to the staff console</a></p>
</body>
</html>
`;
}
