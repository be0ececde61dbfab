import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestError } from './errors.js';
import type { Reply } from './router.js';

const MAX_BODY_BYTES = 1_000_000;

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Reads and parses a JSON body; an empty body is `undefined` (the SDK posts none for some calls). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Keep draining past the limit so the client gets the 413 instead of a reset connection.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) throw requestError(413, 'The request body is too large.');
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw requestError(400, 'The request body is not valid JSON.');
  }
}

export function sendReply(res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  const [contentType, payload] = 'json' in reply ? ['application/json; charset=utf-8', JSON.stringify(reply.json)] : [reply.contentType, reply.text];
  res.writeHead(reply.status, {
    ...headers,
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(payload)),
    'Cache-Control': 'no-store',
  });
  res.end(payload);
}
