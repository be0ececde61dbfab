/**
 * A world (a test app, a command world, a checkout world) for the enclosing describe: made before
 * its first test and closed after its last, so a spec does not write those two hooks again. The
 * describe's body runs before the world exists; what this answers stands in for it, and reading
 * it before then (outside a test or hook) fails saying so.
 */
export function suiteWorld<World extends { close(): Promise<unknown> }>(make: () => Promise<World>): World {
  let world: World | undefined;
  beforeAll(async () => {
    world = await make();
  });
  afterAll(() => world?.close());
  return new Proxy({} as World, {
    get(_, member) {
      if (!world) throw new Error(`The suite's world was read (${String(member)}) before it was made`);
      return Reflect.get(world, member);
    },
  });
}
