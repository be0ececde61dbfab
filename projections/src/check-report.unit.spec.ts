import { describeDifference, summary } from './check-report.js';

describe('the check’s report', () => {
  it('names the table, the key, the column and both values of a changed column', () => {
    expect(describeDifference({ table: 'orders', key: { id: 'o-1' }, kind: 'changed', column: 'total_amount', live: 1300, rebuilt: 1299.5 })).toBe(
      'orders id=o-1: total_amount live 1300, rebuilt 1299.5',
    );
    expect(
      describeDifference({
        table: 'order_status_history',
        key: { order_id: 'o-1', revision: 3, field: 'orderStatus' },
        kind: 'changed',
        column: 'to',
        live: 'shipped',
        rebuilt: null,
      }),
    ).toBe('order_status_history order_id=o-1 revision=3 field=orderStatus: to live "shipped", rebuilt null');
  });

  it('shows where inside two JSON values they differ, not the whole of each', () => {
    const view = { orderStatus: 'paid', products: [{ name: 'Kibble' }], paymentDetails: { paymentId: 'pay_1', razorpayOrderId: 'order_1' } };
    const changed = { ...view, orderStatus: 'placed', paymentDetails: { ...view.paymentDetails, paymentId: null } };
    expect(describeDifference({ table: 'orders', key: { id: 'o-1' }, kind: 'changed', column: 'view', live: view, rebuilt: changed })).toBe(
      'orders id=o-1: view.orderStatus live "paid", rebuilt "placed"; view.paymentDetails.paymentId live "pay_1", rebuilt null',
    );
  });

  it('says which side has a row the other lacks', () => {
    expect(describeDifference({ table: 'vouchers', key: { code: 'PSV-1' }, kind: 'only_live', column: null, live: { code: 'PSV-1' }, rebuilt: null })).toBe(
      'vouchers code=PSV-1: only in the live table (the events make no such row)',
    );
    expect(describeDifference({ table: 'vouchers', key: { code: 'PSV-2' }, kind: 'only_rebuilt', column: null, live: null, rebuilt: { code: 'PSV-2' } })).toBe(
      'vouchers code=PSV-2: missing from the live table (the events make it)',
    );
  });

  it('ends with the count and the figures', () => {
    expect(summary({ eventsRead: 12_345, rowsCompared: 678, differenceCount: 0, tables: ['orders', 'returns'] }, 1.25)).toBe(
      '0 differences: the read models agree with the events (12,345 events read, 678 rows compared in 2 tables, 1.3 s)',
    );
    expect(summary({ eventsRead: 10, rowsCompared: 2, differenceCount: 1, tables: ['orders'] }, 0.04)).toBe(
      '1 difference (10 events read, 2 rows compared in 1 table, 0.0 s)',
    );
  });
});
