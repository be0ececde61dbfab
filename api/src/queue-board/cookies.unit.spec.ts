import { readCookie, serializeCookie } from './cookies.js';

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(readCookie('a=1; queues_session=abc.def.ghi;b=2', 'queues_session')).toBe('abc.def.ghi');
    expect(readCookie('queues_session=x', 'queues_session')).toBe('x');
  });

  it('answers undefined without a header, without the cookie, or for a name that only ends the same', () => {
    expect(readCookie(undefined, 'queues_session')).toBeUndefined();
    expect(readCookie('', 'queues_session')).toBeUndefined();
    expect(readCookie('other=1', 'queues_session')).toBeUndefined();
    expect(readCookie('old_queues_session=1; flag', 'queues_session')).toBeUndefined();
  });

  it('takes the first of two cookies of the same name (the most specific path comes first)', () => {
    expect(readCookie('s=first; s=second', 's')).toBe('first');
  });

  it('decodes percent escapes and double quotes, and refuses a malformed escape', () => {
    expect(readCookie('s=a%20b', 's')).toBe('a b');
    expect(readCookie('s="quoted"', 's')).toBe('quoted');
    expect(readCookie('s=%E0%A4%A', 's')).toBeUndefined();
  });

  it('keeps "=" inside a value', () => {
    expect(readCookie('s=a=b==', 's')).toBe('a=b==');
  });
});

describe('serializeCookie', () => {
  it('writes an HttpOnly, SameSite=Strict cookie for one path and lifetime', () => {
    expect(serializeCookie('s', 'v 1', { path: '/admin/queues', maxAgeSeconds: 900, secure: false })).toBe(
      's=v%201; Path=/admin/queues; Max-Age=900; HttpOnly; SameSite=Strict',
    );
  });

  it('adds Secure when asked, and never a negative lifetime', () => {
    expect(serializeCookie('s', '', { path: '/', maxAgeSeconds: -5, secure: true })).toBe('s=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure');
  });
});
