import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import { ConnectionHandoff } from './connection-handoff.js';
import { InstanceRotation } from './instance-rotation.js';

// The primary's side of the handoff, with instances that only record what they are sent: real
// connections from a real client, fake timers for the bounds.

interface Sent {
  message: { petshopHandoff: string; id: number; sentAt: number };
  socket: net.Socket;
}

class FakeInstance extends EventEmitter {
  readonly sent: Sent[] = [];
  constructor(readonly process: { pid: number }) {
    super();
  }
  isConnected() {
    return true;
  }
  send(message: Sent['message'], socket: net.Socket) {
    this.sent.push({ message, socket });
    this.emit('sent');
    return true;
  }
  /** The connection sent to it last, once it has been. */
  async nextConnection(count: number): Promise<Sent> {
    while (this.sent.length < count) await new Promise((resolve) => this.once('sent', resolve));
    return this.sent[count - 1]!;
  }
}

describe('ConnectionHandoff', () => {
  let a: FakeInstance;
  let b: FakeInstance;
  let rotation: InstanceRotation<Worker>;
  let handoff: ConnectionHandoff;
  const logger = { error: jest.fn() };
  const clients: net.Socket[] = [];

  beforeEach(async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    a = new FakeInstance({ pid: 1 });
    b = new FakeInstance({ pid: 2 });
    rotation = new InstanceRotation<Worker>();
    for (const instance of [a, b] as unknown as Worker[]) {
      rotation.add(instance, instance.process.pid!);
      rotation.ready(instance);
    }
    handoff = new ConnectionHandoff(rotation, logger);
    await handoff.listen(0, '127.0.0.1');
    logger.error.mockClear();
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
    handoff.close();
    jest.useRealTimers();
  });

  const connect = () => clients.push(net.connect(handoff.port, '127.0.0.1'));
  const answer = (instance: FakeInstance, { message }: Sent, kind: 'took' | 'declined') =>
    handoff.heard(instance as unknown as Worker, { petshopHandoff: kind, id: message.id, sentAt: message.sentAt });
  const poll = () => new Promise((resolve) => setImmediate(resolve));
  /** The bound's timer, then the poll after it (the handoff checks for an answer there). */
  const pastTheBound = async () => {
    jest.advanceTimersByTime(1_000);
    await poll();
  };

  it('hands the connection to the other instance when the first does not take it within 1 s, and closes its own copy once taken', async () => {
    connect();
    const toA = await a.nextConnection(1);
    expect(toA.message.petshopHandoff).toBe('connection');

    jest.advanceTimersByTime(999);
    await poll();
    expect(b.sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await poll();
    const toB = await b.nextConnection(1);

    expect(toB.socket).toBe(toA.socket);
    answer(b, toB, 'took');
    expect(toB.socket.destroyed).toBe(true);
    // a, thawed, declines what it was handed that long ago: nothing more happens, and it is free again.
    answer(a, toA, 'declined');
    expect([a.sent.length, b.sent.length, logger.error.mock.calls.length]).toEqual([1, 1, 0]);
    connect();
    await a.nextConnection(2);
  });

  it('hands a declined connection to the next instance at once', async () => {
    connect();
    const toA = await a.nextConnection(1);
    answer(a, toA, 'declined');

    expect((await b.nextConnection(1)).socket).toBe(toA.socket);
    expect(toA.socket.destroyed).toBe(false);
  });

  it('keeps connections while no instance can take one, and hands them as soon as one answers', async () => {
    connect();
    connect();
    connect();
    const toA = await a.nextConnection(1);
    await b.nextConnection(1);
    while (handoff.queued === 0) await poll();

    answer(a, toA, 'took');

    await a.nextConnection(2);
    expect(b.sent).toHaveLength(1);
  });

  it('hands an instance that says it stops no more connections', async () => {
    expect(handoff.heard(a as unknown as Worker, { petshopHandoff: 'stopping' })).toBe(true);

    connect();
    answer(b, await b.nextConnection(1), 'took');
    connect();
    await b.nextConnection(2);

    expect(a.sent).toEqual([]);
  });

  it('says so when an instance takes a connection already handed to another', async () => {
    connect();
    const toA = await a.nextConnection(1);
    await pastTheBound();
    await b.nextConnection(1);

    answer(a, toA, 'took');

    expect(logger.error).toHaveBeenCalledWith({ pid: 1, id: toA.message.id }, 'an api instance took a connection already handed to another');
  });
});
