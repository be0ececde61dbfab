// Amounts are rupees with at most 2 decimals; arithmetic goes through whole paise so that sums and
// comparisons do not drift (0.1 + 0.2 !== 0.3 in floating point). Here rather than in a context
// because the cart, ordering and returns all count money, and none of them should import another's
// insides to do it.
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

export const addRupees = (a: number, b: number): number => (toPaise(a) + toPaise(b)) / 100;

export const sameAmount = (a: number, b: number): boolean => toPaise(a) === toPaise(b);
