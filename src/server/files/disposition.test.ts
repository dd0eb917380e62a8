import { parse } from 'content-disposition';
import { contentDisposition } from './disposition.ts';

describe('contentDisposition: the one download header', () => {
  it('sends the exact name as RFC 8187 filename* and a readable ASCII fallback', () => {
    expect(contentDisposition('Paraiška (galutinė).docx')).toBe(
      `attachment; filename="Paraiska _galutine_.docx"; filename*=UTF-8''Parai%C5%A1ka%20%28galutin%C4%97%29.docx`,
    );
    expect(contentDisposition('Prašymo forma L05.pdf')).toBe(
      `attachment; filename="Prasymo forma L05.pdf"; filename*=UTF-8''Pra%C5%A1ymo%20forma%20L05.pdf`,
    );
  });

  it('sends a plain name as it is', () => {
    expect(contentDisposition('leidimas-L13-2026-000123.pdf')).toBe(
      'attachment; filename=leidimas-L13-2026-000123.pdf',
    );
    expect(contentDisposition('Paraiska imonei.docx')).toBe('attachment; filename="Paraiska imonei.docx"');
  });

  it('cannot be broken by what a name holds: quotes, semicolons, line breaks', () => {
    for (const name of ['"; evil=1', 'a\r\nSet-Cookie: x=1.pdf', 'x%41.pdf', '..\\..\\win.ini', '名前.pdf']) {
      const header = contentDisposition(name);
      expect(header, name).not.toMatch(/[\r\n]/);
      expect(header, name).toMatch(
        /^attachment; filename=("[A-Za-z0-9._ -]+"|[A-Za-z0-9._-]+)(; filename\*=UTF-8''\S+)?$/,
      );
      // Whoever reads it back gets the exact name.
      expect(parse(header).parameters.filename, name).toBe(name);
      expect(parse(header).type).toBe('attachment');
    }
  });

  it('can show a file inline', () => {
    expect(contentDisposition('schema.png', 'inline')).toBe('inline; filename=schema.png');
  });
});
