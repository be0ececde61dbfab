import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * Posts webhook bodies over kept-alive connections, as a busy receiver would want: a new connection
 * per delivery costs both ends more than the delivery. Idle connections do not keep the process
 * alive, and close() ends them all.
 */
export class WebhookTransport {
  private readonly httpAgent = new HttpAgent({ keepAlive: true });
  private readonly httpsAgent = new HttpsAgent({ keepAlive: true });

  /** One POST; resolves with the receiver's status code, rejects on network errors and timeouts. */
  post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          agent: secure ? this.httpsAgent : this.httpAgent,
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

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
