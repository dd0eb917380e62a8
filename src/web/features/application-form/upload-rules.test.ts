import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkUpload, formatList, MAX_FILE_BYTES, MAX_TOTAL_BYTES } from './upload-rules.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('documents checked before upload (spec §5 Files)', () => {
  it('needs a title and a file or a web address', () => {
    expect(checkUpload({ title: ' ', file: file('a.pdf'), url: '' }, 'pdf', 0)?.message).toBe(
      'validation.required',
    );
    expect(checkUpload({ title: 'Reglamentas', file: null, url: '' }, 'pdf', 0)?.message).toBe(
      'applicationForm.upload.fileOrUrl',
    );
    expect(checkUpload({ title: 'Nuoroda', file: null, url: 'javascript:alert(1)' }, 'pdf', 0)?.field).toBe(
      'url',
    );
    expect(
      checkUpload({ title: 'Nuoroda', file: null, url: 'https://example.lt/a.pdf' }, 'pdf', 0),
    ).toBeNull();
  });

  it("takes only the slot's formats", () => {
    expect(checkUpload({ title: 'A', file: file('paraiska.docx'), url: '' }, 'editable', 0)).toBeNull();
    expect(checkUpload({ title: 'A', file: file('PARAISKA.ODT'), url: '' }, 'editable', 0)).toBeNull();
    expect(checkUpload({ title: 'A', file: file('paraiska.pdf'), url: '' }, 'editable', 0)).toEqual({
      field: 'file',
      message: 'applicationForm.upload.wrongFormat',
      values: { formats: 'DOCX, ODT' },
    });
    expect(checkUpload({ title: 'A', file: file('photo.jpg'), url: '' }, 'l16', 0)).toBeNull();
    expect(formatList('l16')).toBe('PDF, TIF, JPG');
    expect(acceptAttribute('pdf')).toBe('.pdf');
  });

  it('refuses a file over 10 MB and an application over 50 MB', () => {
    expect(
      checkUpload({ title: 'A', file: file('a.pdf', MAX_FILE_BYTES + 1), url: '' }, 'pdf', 0)?.message,
    ).toBe('applicationForm.upload.tooLarge');
    expect(checkUpload({ title: 'A', file: file('a.pdf', MAX_FILE_BYTES), url: '' }, 'pdf', 0)).toBeNull();
    expect(
      checkUpload(
        { title: 'A', file: file('a.pdf', 2 * 1024 * 1024), url: '' },
        'pdf',
        MAX_TOTAL_BYTES - 1024 * 1024,
      )?.message,
    ).toBe('applicationForm.upload.totalTooLarge');
  });

  it('takes a mining site as a zip only, never as a web address (spec §5 "shp or tab")', () => {
    expect(acceptAttribute('site')).toBe('.zip');
    expect(checkUpload({ title: 'A', file: file('karjeras.zip'), url: '' }, 'site', 0)).toBeNull();
    expect(checkUpload({ title: 'A', file: file('karjeras.tab'), url: '' }, 'site', 0)?.message).toBe(
      'applicationForm.upload.wrongFormat',
    );
    expect(checkUpload({ title: 'A', file: null, url: 'https://example.lt/a.zip' }, 'site', 0)?.message).toBe(
      'upload.error.boundaryFile',
    );
  });
});
