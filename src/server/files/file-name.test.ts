import { cleanFileName } from './file-name.ts';
import { nameForType } from './file-types.ts';

describe('cleanFileName: the one file-name cleaner', () => {
  it('keeps only the last part of a path, Windows or Unix', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\Ona\\Paraiška.docx')).toBe('Paraiška.docx');
    expect(cleanFileName('....//....//etc/hosts.pdf')).toBe('hosts.pdf');
  });

  it('drops control characters, invisible format characters and line separators', () => {
    expect(cleanFileName('ata\u0007skai\u001bta\u0000.pdf')).toBe('ataskaita.pdf');
    expect(cleanFileName('a\r\nSet-Cookie x.pdf')).toBe('aSet-Cookie x.pdf');
    // A right-to-left override would show "ataskaita\u202Efdp.exe" as "ataskaitaexe.pdf".
    expect(cleanFileName('ataskaita\u202Efdp.exe')).toBe('ataskaitafdp.exe');
    expect(cleanFileName('zero\u200Bwidth\u2028line.pdf')).toBe('zerowidthline.pdf');
    expect(cleanFileName('c1\u0085\u009b.pdf')).toBe('c1.pdf');
  });

  it('drops what Windows cannot keep in a name, and quotes', () => {
    expect(cleanFileName('Prašymo forma "L05".pdf')).toBe('Prašymo forma L05.pdf');
    expect(cleanFileName('a<b>c:d|e?f*g.pdf')).toBe('abcdefg.pdf');
  });

  it('drops leading dots and trailing dots or spaces, and prefixes Windows device names', () => {
    expect(cleanFileName('.htaccess.pdf')).toBe('htaccess.pdf');
    expect(cleanFileName('..\u0000.htaccess')).toBe('htaccess');
    expect(cleanFileName('  ataskaita.pdf. . ')).toBe('ataskaita.pdf');
    expect(cleanFileName('CON')).toBe('_CON');
    expect(cleanFileName('nul.pdf')).toBe('_nul.pdf');
    expect(cleanFileName('com1.txt')).toBe('_com1.txt');
    expect(cleanFileName('console.pdf')).toBe('console.pdf');
  });

  it('composes letters typed in two ways into one (NFC)', () => {
    expect(cleanFileName('Paras\u030Cas.pdf')).toBe('Parašas.pdf');
  });

  it('answers the fallback when nothing is left', () => {
    expect(cleanFileName('')).toBe('dokumentas');
    expect(cleanFileName(undefined)).toBe('dokumentas');
    expect(cleanFileName('../..', 'failas')).toBe('failas');
    expect(cleanFileName('"\u0000"', 'failas')).toBe('failas');
  });

  it('cuts a long name to 150 characters and 240 UTF-8 bytes, keeping its ending and whole characters', () => {
    const ascii = cleanFileName(`${'a'.repeat(300)}.docx`);
    expect(ascii).toHaveLength(150);
    expect(ascii.endsWith('.docx')).toBe(true);
    const lithuanian = cleanFileName(`${'ą'.repeat(300)}.docx`);
    expect(new TextEncoder().encode(lithuanian).byteLength).toBeLessThanOrEqual(240);
    expect(lithuanian).toBe(`${'ą'.repeat(117)}.docx`);
    const emoji = cleanFileName(`${'😀'.repeat(100)}.pdf`);
    expect(emoji.endsWith('.pdf')).toBe(true);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(new TextEncoder().encode(emoji).byteLength).toBeLessThanOrEqual(240);
  });
});

describe('nameForType: the name a file is offered under', () => {
  it('adds the ending of the real type when the name has another one', () => {
    expect(nameForType('paraiska.pdf', 'pdf')).toBe('paraiska.pdf');
    expect(nameForType('scan.TIF', 'tiff')).toBe('scan.TIF');
    expect(nameForType('paraiska.html', 'pdf')).toBe('paraiska.html.pdf');
    expect(nameForType('foto', 'jpeg')).toBe('foto.jpg');
    expect(nameForType('foto.JPEG', 'jpeg')).toBe('foto.JPEG');
    expect(nameForType('schema', 'png')).toBe('schema.png');
    expect(nameForType('bet kas', undefined)).toBe('bet kas');
  });
});
