import { Writable } from 'node:stream';
import { createLogger } from './logger.js';
import { PinoNestLogger } from './nest-logger.js';

describe("Nest's lines through pino", () => {
  it("keeps Nest's start-up chatter (modules, routes) at debug and its other lines at info", () => {
    const lines: { level: number; context: string; msg: string }[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const nest = new PinoNestLogger(createLogger('api', 'debug', destination));
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('Mapped {/api/orders/:id, GET} route', 'RouterExplorer');
    nest.log('Nest application successfully started', 'NestApplication');
    nest.warn('Something odd', 'Scanner');

    expect(lines.map(({ level, context }) => [context, level])).toEqual([
      ['InstanceLoader', 20],
      ['RouterExplorer', 20],
      ['NestApplication', 30],
      ['Scanner', 40],
    ]);
  });
});
