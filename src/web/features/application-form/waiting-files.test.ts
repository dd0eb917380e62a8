import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import type { PendingFile } from '../drafts/index.ts';
import { isWaiting, presentDocumentTypes, WAITING_PREFIX, waitingDocuments } from './waiting-files.ts';

const file = (id: string, type: string, problem: string | null = null): PendingFile => ({
  id,
  draftClientKey: 'k',
  owner: '38703181745',
  party: '38703181745',
  type,
  title: `Failas ${id}`,
  confidential: false,
  name: `${id}.geojson`,
  size: 120,
  blob: new Blob(['{}'], { type: 'application/geo+json' }),
  addedAt: Date.UTC(2026, 10, 21, 9),
  problem,
  boundary: type === 'KIRTAVIETES_RIBOS' ? { areaHa: 2.41, warnings: [] } : null,
});

const uploaded: DocumentDto = {
  id: 'd1',
  type: 'KIRTIMO_SCHEMA',
  title: 'Schema',
  fileName: 'schema.pdf',
  contentType: 'application/pdf',
  size: 10,
  url: null,
  confidential: false,
  signed: false,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  downloadUrl: '/x',
  boundary: null,
};

describe('files waiting on the device', () => {
  it('show as documents of their slot, with no download and the area read on the device', () => {
    const [shown] = waitingDocuments([file('a', 'KIRTAVIETES_RIBOS')]);
    expect(shown).toMatchObject({
      id: `${WAITING_PREFIX}a`,
      type: 'KIRTAVIETES_RIBOS',
      fileName: 'a.geojson',
      downloadUrl: null,
      contentType: 'application/geo+json',
      boundary: { areaHa: 2.41, warnings: [] },
      uploadedAt: '2026-11-21T09:00:00.000Z',
      waiting: { fileId: 'a', problem: null },
    });
    expect(isWaiting(shown!)).toBe(true);
    expect(isWaiting(uploaded)).toBe(false);
  });

  it('count as given for the submit check unless the server refused them', () => {
    const documents = [
      uploaded,
      ...waitingDocuments([file('a', 'KIRTAVIETES_RIBOS'), file('b', 'KITA', 'Netinkamas formatas')]),
    ];
    expect(presentDocumentTypes(documents)).toEqual(['KIRTIMO_SCHEMA', 'KIRTAVIETES_RIBOS']);
  });
});
