import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { type InstanceRotation, ROTATION_BOUNDS } from './instance-rotation.js';

// The API's port belongs to cluster.ts's primary, which hands each connection to an instance over
// the instance's IPC channel, as node:cluster's own round robin does, but to the instance it
// chooses: node:cluster offers no way to skip a worker, and kept handing a frozen one its share.
// A connection handed to an instance that does not take it within the handoff bound goes to another.

/** An instance takes a connection only this soon after it was handed, well within the handoff bound after which the primary hands it elsewhere. */
const TAKE_WITHIN_MS = ROTATION_BOUNDS.handoffTimeoutMs / 2;

type HandoffMessage =
  | { petshopHandoff: 'ping'; sentAt: number }
  | { petshopHandoff: 'pong'; sentAt: number }
  | { petshopHandoff: 'stopping' }
  | { petshopHandoff: 'connection'; id: number; sentAt: number }
  | { petshopHandoff: 'took' | 'declined'; id: number; sentAt: number };

const isMessage = <Kind extends HandoffMessage['petshopHandoff']>(
  message: unknown,
  ...kinds: Kind[]
): message is Extract<HandoffMessage, { petshopHandoff: Kind }> =>
  typeof message === 'object' && message !== null && kinds.includes((message as HandoffMessage).petshopHandoff as Kind);

/**
 * Milliseconds of CLOCK_MONOTONIC, which every process of the host reads alike (unlike
 * performance.now(), which counts from each process's start), and which no clock change moves.
 */
export const monotonicNow = () => Number(process.hrtime.bigint() / 1_000_000n);

interface Handed {
  socket: net.Socket;
  holder: Worker;
  /** The handoff bound's. */
  timer: NodeJS.Timeout;
}

/** In cluster.ts's primary: listens on the API's port and hands each connection to the instance `rotation` chooses. */
export class ConnectionHandoff {
  private readonly server = net.createServer({ pauseOnConnect: true }, (socket) => {
    // The primary never reads or writes it; an error here is the client's, and the instance that takes it sees it too.
    socket.on('error', () => undefined);
    this.hand(socket);
  });
  private readonly handed = new Map<number, Handed>();
  /** Connections no instance can take right now, handed as soon as one can. */
  private readonly waiting: net.Socket[] = [];
  private lastId = 0;

  constructor(
    private readonly rotation: InstanceRotation<Worker>,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        // A failed accept (out of file descriptors) costs that connection, never the primary.
        this.server.on('error', (error) => this.logger.error({ err: error }, 'the api primary could not accept a connection'));
        resolve();
      });
    });
  }

  /** The port it listens on (the one asked for, or the one given for 0). */
  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Connections waiting for an instance that can take them. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Pings an instance; the answer comes back through `heard`. */
  ping(worker: Worker): void {
    if (!worker.isConnected()) return;
    const sentAt = monotonicNow();
    this.rotation.sent(worker, sentAt);
    worker.send({ petshopHandoff: 'ping', sentAt } satisfies HandoffMessage);
  }

  /** What to do with a message from an instance: true when it was one of the handoff's. */
  heard(worker: Worker, message: unknown): boolean {
    if (isMessage(message, 'stopping')) {
      this.rotation.stopping(worker);
      return true;
    }
    if (!isMessage(message, 'pong', 'took', 'declined')) return false;
    this.rotation.answered(worker, message.sentAt);
    if (message.petshopHandoff !== 'pong') this.settle(worker, message);
    this.flush();
    return true;
  }

  /** Hands the waiting connections to instances that can take them now (after an instance became ready or answered). */
  flush(): void {
    while (this.waiting.length) {
      const worker = this.rotation.next(monotonicNow());
      if (!worker) return;
      this.send(worker, this.waiting.shift()!);
    }
  }

  /** An instance ended: the connections it was handed and had not answered for end with it, as in any process that dies. */
  forget(worker: Worker): void {
    for (const [id, { socket, holder }] of this.handed) {
      if (holder !== worker) continue;
      this.settled(id);
      socket.destroy();
    }
  }

  /** Stops taking connections; those not yet taken by an instance are closed. */
  close(): void {
    this.server.close();
    for (const socket of this.waiting.splice(0)) socket.destroy();
    for (const [id, { socket }] of this.handed) {
      this.settled(id);
      socket.destroy();
    }
  }

  private hand(socket: net.Socket): void {
    const worker = this.rotation.next(monotonicNow());
    if (worker) this.send(worker, socket);
    else this.waiting.push(socket);
  }

  private send(worker: Worker, socket: net.Socket): void {
    const id = ++this.lastId;
    const sentAt = monotonicNow();
    this.rotation.handed(worker, sentAt);
    // Timers run before the poll that would read an answer already waiting: the check waits for that poll.
    const timer = setTimeout(() => setImmediate(() => this.moveOn(id, worker)), ROTATION_BOUNDS.handoffTimeoutMs).unref();
    this.handed.set(id, { socket, holder: worker, timer });
    // keepOpen: the primary keeps its own descriptor until an instance has taken the connection, to hand it to another meanwhile.
    worker.send({ petshopHandoff: 'connection', id, sentAt } satisfies HandoffMessage, socket, { keepOpen: true }, (error) => error && this.moveOn(id, worker));
  }

  /** The connection `id`, still not taken by `worker`, goes to another instance (or waits for one). */
  private moveOn(id: number, worker: Worker): void {
    const handed = this.handed.get(id);
    if (handed?.holder !== worker) return;
    this.settled(id);
    this.hand(handed.socket);
  }

  private settled(id: number): void {
    clearTimeout(this.handed.get(id)?.timer);
    this.handed.delete(id);
  }

  private settle(worker: Worker, { petshopHandoff, id }: Extract<HandoffMessage, { petshopHandoff: 'took' | 'declined' }>): void {
    const handed = this.handed.get(id);
    if (handed?.holder !== worker) {
      // Handed elsewhere after the bound: the instance declines one that late, so taking it means two instances read one connection.
      if (petshopHandoff === 'took') this.logger.error({ pid: worker.process.pid, id }, 'an api instance took a connection already handed to another');
      return;
    }
    this.settled(id);
    if (petshopHandoff === 'took')
      handed.socket.destroy(); // the primary's descriptor only: the instance holds its own
    else this.hand(handed.socket);
  }
}

/**
 * In an API instance under cluster.ts: answers the primary's pings, and serves on `server` the
 * connections it hands over. One handed too long ago is declined (closed here, unread): the primary
 * has handed it, or is about to hand it, to another instance. `leaveRotation` tells the primary the
 * instance stops: it hands it nothing more, so that the connections it has can drain.
 */
export function takeConnections(server: Server): { leaveRotation(): void } {
  const answer = (message: HandoffMessage) => process.connected && process.send?.(message);
  if (!cluster.isWorker) return { leaveRotation: () => undefined };
  process.on('message', (message: unknown, socket?: net.Socket) => {
    if (isMessage(message, 'ping')) return answer({ petshopHandoff: 'pong', sentAt: message.sentAt });
    if (!isMessage(message, 'connection')) return;
    const { id, sentAt } = message;
    // Decided and answered before this process reads a byte from it (its first read waits for the next poll).
    // It comes without its socket when the primary had closed its own (taken meanwhile by another instance) before the message left.
    const take = socket !== undefined && monotonicNow() - sentAt < TAKE_WITHIN_MS;
    answer({ petshopHandoff: take ? 'took' : 'declined', id, sentAt });
    if (take) server.emit('connection', socket);
    else socket?.destroy();
  });
  return { leaveRotation: () => void answer({ petshopHandoff: 'stopping' }) };
}
