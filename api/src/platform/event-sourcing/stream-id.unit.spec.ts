import { parseStreamId, streamId, streamIds } from './stream-id.js';

describe('stream ids', () => {
  const orderStream = streamIds('order');
  const uuid = '6f1c2a7e-0b5d-4c3e-9a8f-2d1e0c9b8a7f';

  it('names a stream `<category>-<id>`, as every stored stream is named', () => {
    expect(streamId('cart', 'u-1')).toBe('cart-u-1');
    expect(orderStream(uuid)).toBe(`order-${uuid}`);
    expect(orderStream.category).toBe('order');
  });

  it('reads the category up to the first dash and keeps the dashes of the id', () => {
    expect(parseStreamId(`order-${uuid}`)).toEqual({ category: 'order', id: uuid });
    expect(orderStream.idOf(orderStream(uuid))).toBe(uuid);
  });

  it('reads nothing from another category or a stream without a category or an id', () => {
    expect(orderStream.idOf('return-r-1')).toBeNull();
    expect(orderStream.idOf('orders-1')).toBeNull();
    for (const id of ['order', 'order-', '-1', '']) expect(parseStreamId(id)).toBeNull();
    expect(orderStream.idOf('order-')).toBeNull();
  });

  it('refuses a category that would not read back', () => {
    expect(() => streamIds('order-line')).toThrow(/without a dash/);
  });
});
