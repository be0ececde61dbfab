import { latestViewWriter } from './latest-view-writer.js';

describe('latestViewWriter', () => {
  it('given a write running, when the view changes five times, then it is written twice, the second time as it stands last', async () => {
    let view = 0;
    const written: number[] = [];
    let release: () => void = () => undefined;
    const writer = latestViewWriter(async () => {
      written.push(view);
      if (written.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });

    writer.write();
    await Promise.resolve();
    for (view = 1; view <= 5; view++) writer.write();
    view = 5;
    release();
    await writer.settled();

    expect(written).toEqual([0, 5]);
  });

  it('given a write that fails, then the next change is written all the same', async () => {
    const outcomes = [Promise.reject(new Error('Postgres is down')), Promise.resolve()];
    let writes = 0;
    const writer = latestViewWriter(() => outcomes[writes++]!);

    writer.write();
    await writer.settled();
    writer.write();
    await writer.settled();

    expect(writes).toBe(2);
  });
});
