// The shared event-store contract against a real EventStoreDB / KurrentDB. It needs a running
// server (e.g. `docker compose up eventstoredb`), so it only runs when one answers at
// EVENTSTORE_CONNECTION_STRING (default kurrentdb://127.0.0.1:2113?tls=false); otherwise it
// declares a single skipped test saying why. Jest collects tests synchronously, hence the
// synchronous TCP probe in a child process at module load.
import { execFileSync } from 'node:child_process';
import { eventStoreContract } from './event-store.contract.js';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING ?? 'kurrentdb://127.0.0.1:2113?tls=false';
const { host, port } = firstEndpoint(connectionString);

const PROBE = `
const socket = require('node:net').connect({ host: process.argv[1], port: Number(process.argv[2]) });
socket.setTimeout(1500);
socket.on('connect', () => process.exit(0));
socket.on('timeout', () => process.exit(1));
socket.on('error', () => process.exit(1));
`;

function reachable(): boolean {
  try {
    execFileSync(process.execPath, ['-e', PROBE, host, String(port)], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/** The first host of a kurrentdb://[user:pass@]host[:port][,host…][/?options] connection string. */
function firstEndpoint(text: string): { host: string; port: number } {
  const hosts =
    text
      .replace(/^[a-z+]+:\/\//i, '')
      .replace(/^[^@/?]*@/, '')
      .split(/[/?]/)[0] ?? '';
  const first = hosts.split(',')[0] ?? '';
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(first);
  return { host: (match?.[1] ?? '127.0.0.1').replace(/^\[|\]$/g, ''), port: Number(match?.[2] ?? 2113) };
}

describe('EventStoreDbEventStore', () => {
  if (!reachable()) {
    const why = `no EventStoreDB reachable at ${host}:${port} (set EVENTSTORE_CONNECTION_STRING to run it)`;
    process.stderr.write(`EventStoreDbEventStore contract skipped: ${why}\n`);
    it.skip(`skipped: ${why}`, () => {});
    return;
  }

  eventStoreContract(async () => {
    // Loaded only here, so a machine without the client's native bridge can still skip cleanly.
    const { EventStoreDbEventStore } = await import('./eventstoredb.event-store.js');
    const store = new EventStoreDbEventStore(connectionString);
    return { store, close: () => store.close() };
  });
});
