import { documentNumber, financialYearOf, indianDate, rupeesInWords } from './financial-year.js';

describe('financial year and document numbers', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 23:59:59.999 on 31 March in India
    ['2026-03-31T18:30:00.000Z', '2026-27'], // midnight, 1 April in India
    ['2027-01-15T10:00:00.000Z', '2026-27'],
    ['2099-12-31T10:00:00.000Z', '2099-00'],
  ])('puts %s in %s', (at, year) => expect(financialYearOf(at)).toBe(year));

  it("dates a document by India's calendar", () => expect(indianDate('2026-03-31T18:30:00.000Z')).toBe('2026-04-01'));

  it('numbers invoices and credit notes in series of their own', () => {
    expect(documentNumber('invoice', 'PS', '2026-27', 42)).toBe('PS/2026-27/000042');
    expect(documentNumber('credit_note', 'PS', '2026-27', 1)).toBe('PS/CN/2026-27/000001');
  });
});

describe('rupees in words', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [349, 'Rupees Three Hundred Forty Nine Only'],
    [2948.5, 'Rupees Two Thousand Nine Hundred Forty Eight and Fifty Paise Only'],
    [100000, 'Rupees One Lakh Only'],
    [12345678.09, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Nine Paise Only'],
    [1019.99, 'Rupees One Thousand Nineteen and Ninety Nine Paise Only'],
  ])('writes ₹%s as %s', (amount, words) => expect(rupeesInWords(amount)).toBe(words));
});
