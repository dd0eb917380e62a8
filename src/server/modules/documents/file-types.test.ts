import {
  ACCEPTED,
  acceptedLabel,
  attachmentDisposition,
  cleanFileName,
  downloadName,
  isAccepted,
} from './file-types.ts';

describe('which slot takes which type (spec §5 Files)', () => {
  it('application: docx or odt; its pdf; attachments pdf, docx, xlsx, odt, ods, tif; L16 pdf, tiff, jpg', () => {
    expect(ACCEPTED).toEqual({
      editable: ['docx', 'odt'],
      pdf: ['pdf'],
      attachment: ['pdf', 'docx', 'xlsx', 'odt', 'ods', 'tiff'],
      l16: ['pdf', 'tiff', 'jpeg'],
      boundary: ['zip', 'geojson'],
    });
    expect(isAccepted('l16', 'jpeg')).toBe(true);
    expect(isAccepted('attachment', 'jpeg')).toBe(false);
    expect(isAccepted('editable', 'pdf')).toBe(false);
  });

  it('names the allowed types for the "wrong format" message', () => {
    expect(acceptedLabel('editable')).toBe('DOCX, ODT');
    expect(acceptedLabel('l16')).toBe('PDF, TIFF, JPG');
    expect(acceptedLabel('boundary')).toBe('ZIP (shapefile), GeoJSON');
  });
});

describe('file names', () => {
  it('keep only the last part of a path, without control characters or leading dots', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\Ona\\Paraiška.docx')).toBe('Paraiška.docx');
    expect(cleanFileName('..\u0000.htaccess')).toBe('htaccess');
    expect(cleanFileName('a\r\nSet-Cookie: x.pdf')).toBe('aSet-Cookie: x.pdf');
    expect(cleanFileName('')).toBe('dokumentas');
    expect(cleanFileName(undefined)).toBe('dokumentas');
    const long = `${'ą'.repeat(300)}.docx`;
    expect(cleanFileName(long)).toHaveLength(200);
    expect(cleanFileName(long).endsWith('.docx')).toBe(true);
  });

  it('download with an ending that fits the real type', () => {
    expect(downloadName('paraiska.pdf', 'pdf')).toBe('paraiska.pdf');
    expect(downloadName('scan.TIF', 'tiff')).toBe('scan.TIF');
    expect(downloadName('paraiska.html', 'pdf')).toBe('paraiska.html.pdf');
    expect(downloadName('foto', 'jpeg')).toBe('foto.jpg');
  });

  it('are sent as RFC 6266 attachments with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Paraiška (galutinė).docx')).toBe(
      `attachment; filename="Paraiska _galutine_.docx"; filename*=UTF-8''Parai%C5%A1ka%20%28galutin%C4%97%29.docx`,
    );
    expect(attachmentDisposition('"; evil=1')).toBe(
      `attachment; filename="__ evil_1"; filename*=UTF-8''%22%3B%20evil%3D1`,
    );
  });
});
