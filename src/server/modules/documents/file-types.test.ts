import { ACCEPTED, acceptedLabel, isAccepted } from './file-types.ts';

describe('which slot takes which type (spec §5 Files)', () => {
  it('application: docx or odt; its pdf; attachments pdf, docx, xlsx, odt, ods, tif; L16 pdf, tiff, jpg; geodata zips', () => {
    expect(ACCEPTED).toEqual({
      editable: ['docx', 'odt'],
      pdf: ['pdf'],
      attachment: ['pdf', 'docx', 'xlsx', 'odt', 'ods', 'tiff'],
      l16: ['pdf', 'tiff', 'jpeg'],
      boundary: ['zip', 'geojson'],
      site: ['zip'],
    });
    expect(isAccepted('l16', 'jpeg')).toBe(true);
    expect(isAccepted('attachment', 'jpeg')).toBe(false);
    expect(isAccepted('attachment', 'png')).toBe(false);
    expect(isAccepted('editable', 'pdf')).toBe(false);
  });

  it('names the allowed types for the "wrong format" message', () => {
    expect(acceptedLabel('editable')).toBe('DOCX, ODT');
    expect(acceptedLabel('l16')).toBe('PDF, TIFF, JPG');
    expect(acceptedLabel('boundary')).toBe('ZIP (shapefile), GeoJSON');
    expect(acceptedLabel('site')).toBe('ZIP (shapefile, MapInfo TAB)');
  });
});
