import { formatRupees, RUPEES } from './brand.js';

// Node carries full ICU: the formatter a browser would build from RUPEES is the reference.
const intl = new Intl.NumberFormat(RUPEES.locales, RUPEES.options);

describe('formatRupees', () => {
  it('writes rupees as en-IN does, Indian grouping and two decimals', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-250)).toBe('-₹250.00');
  });

  it('writes a number that is not one as nothing owed', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹0.00');
  });

  it('agrees with Intl.NumberFormat digit for digit, rounding and signs included', () => {
    const halves = [0.005, 0.015, 0.125, 0.285, 1.005, 1.015, 1.255, 2.675, 8.345, 1234.565, 99999.995, 999.995];
    const edges = [-0, -0.001, -0.004, -0.005, 0.001, 0.994, 0.995, 0.996, 999.999, 99_999.999, 1e12 + 0.5, 2 ** 53];
    let seed = 38;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Whole rupees, paise and arbitrary fractions across every digit count up to a crore of crores.
    const drawn = Array.from({ length: 20_000 }, (_, index) => {
      const magnitude = 10 ** Math.floor(random() * 15);
      const amount = random() * magnitude;
      const shaped = index % 3 === 0 ? Math.round(amount) : index % 3 === 1 ? Math.round(amount * 100) / 100 : amount;
      return index % 7 === 0 ? -shaped : shaped;
    });
    for (const amount of [...halves, ...halves.map((half) => -half), ...edges, ...drawn]) {
      expect([amount, formatRupees(amount)]).toEqual([amount, intl.format(amount)]);
    }
  });
});
