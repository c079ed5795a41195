import { etagOf, matchesEtag } from './conditional';

describe('matchesEtag', () => {
  const etag = etagOf('user-1', '3.1234');
  it('matches the ETag alone, in a list, weak, or *', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"a", ${etag}`, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });
  it('does not match nothing or another ETag', () => {
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
    expect(matchesEtag('"a"', etag)).toBe(false);
  });
});

describe('etagOf', () => {
  it('names the user and the version', () => {
    expect(etagOf('user-1', '3.1234')).toBe(etagOf('user-1', '3.1234'));
    expect(etagOf('user-2', '3.1234')).not.toBe(etagOf('user-1', '3.1234'));
    expect(etagOf('user-1', '3.1235')).not.toBe(etagOf('user-1', '3.1234'));
  });
});
