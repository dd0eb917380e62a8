import { safeHref } from './safe-href.ts';

describe('preview links (the server allow-list)', () => {
  it('keeps http(s), mailto and paths of this site', () => {
    expect(safeHref('https://am.lrv.lt/')).toBe('https://am.lrv.lt/');
    expect(safeHref(' http://gamta.lt ')).toBe('http://gamta.lt');
    expect(safeHref('mailto:info@am.lt')).toBe('mailto:info@am.lt');
    expect(safeHref('/permits/l05_1')).toBe('/permits/l05_1');
  });

  it('drops script, data, other schemes, protocol-relative and empty links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example/',
      'ftp://x',
      '',
      null,
      undefined,
      'relative/path',
    ])
      expect(safeHref(bad), String(bad)).toBeNull();
  });
});
