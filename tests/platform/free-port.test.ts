import { readFileSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../support/processes.js';

// The ports processes under test are told to listen on.
describe('freePort', () => {
  it('never hands the same port out twice in a row, and keeps clear of the ports outgoing connections take', async () => {
    const ports: number[] = [];
    for (let ask = 0; ask < 50; ask++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    const ephemeralFirst = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    for (const port of ports) expect(port).toBeLessThan(ephemeralFirst);
  });

  it('passes over a port somebody already listens on', async () => {
    const taken = await freePort();
    const squatter = net.createServer();
    // The next port of the block, taken before it is asked for.
    await new Promise<void>((resolve) => squatter.listen(taken + 1, '127.0.0.1', resolve));
    try {
      const port = await freePort();
      expect(port).not.toBe(taken + 1);
      await new Promise<void>((resolve, reject) => {
        const server = net.createServer().once('error', reject);
        server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
      });
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
