// The yardstick of the catalogue benchmarks (api.bench.mjs, instructions.bench.mjs): a bare node:http
// server answering the shop's own answers from memory, and the answers as they crossed the wire.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { waitUntilUp } from './built-shop.mjs';

/** As a phone's browser asks. */
export const ACCEPT_ENCODING = 'br, gzip';
/**
 * The headers Node's HTTP server writes itself, on the bare server's answers as on the shop's: every
 * other header of the shop's answer (its type, encoding, ETag, Cache-Control, Vary, security headers
 * and request id) the bare server sends as the shop sent it.
 */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer as it crossed the wire (no client inflating it): status, headers, bytes. */
export function onTheWire(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * A bare node:http server answering the shop's own answers from memory, the same bytes with the same
 * headers (compressed as the shop compressed them, with its ETag and Cache-Control): what the machine can
 * do at best. `wrapper` runs it under another program (valgrind) when given.
 */
export async function bareServer(port, { list, cards, detail }, { wrapper = [], startSeconds } = {}) {
  const replay = ({ headers, bytes }) => ({
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !WRITTEN_BY_NODE.has(name))),
    body: bytes.toString('base64'),
  });
  const script = `
    const http = require('node:http');
    const [list, cards, detail] = ${JSON.stringify([replay(list), replay(cards), replay(detail)])}.map(({ headers, body }) => ({ headers, body: Buffer.from(body, 'base64') }));
    http.createServer((req, res) => {
      const answer = !req.url.startsWith('/api/products?') ? detail : req.url.includes('view=card') ? cards : list;
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    }).listen(${port}, '127.0.0.1');
  `;
  const [command, ...args] = [...wrapper, process.execPath, '-e', script];
  const child = spawn(command, args, { stdio: 'inherit' });
  await waitUntilUp(`http://127.0.0.1:${port}/api/products/x`, [{ name: 'the bare server', child }], startSeconds);
  return child;
}
