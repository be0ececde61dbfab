import { containing } from './like.js';

describe('containing', () => {
  it('wraps the text in % and makes its own %, _ and \\ match themselves', () => {
    expect(containing('asha')).toBe('%asha%');
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
