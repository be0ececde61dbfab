import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * One POST of a webhook body; resolves with the receiver's status code, rejects on network errors
 * and timeouts. `agent: false` gives every attempt its own connection, so nothing keeps the process
 * (or a test run) alive after the sandbox closes.
 */
export function postWebhook(url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        agent: false,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
