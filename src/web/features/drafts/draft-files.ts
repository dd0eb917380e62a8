/**
 * The open form's documents (issue 23 item 1, ADR 0013, ADR 0040): a file or a link is uploaded when
 * there is a network; a file is kept on the device as a blob without one, or when the network cuts
 * its upload (a boundary file is read first by the form's check), and sent with the draft by the
 * draft's outbox (device-sends.ts). A part of the draft session runner (draft-session-runner.ts).
 */
import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import { isApiError } from '../../platform/api.ts';
import type { FileCheck, FileToAttach, RunnerCore } from './draft-runner-deps.ts';
import { dropFile, keepFile, patchDraft } from './drafts-db.ts';

export class DraftFiles {
  constructor(private readonly core: RunnerCore) {}

  /**
   * Attaches a file or a link: uploaded when there is a network, a file kept on the device
   * otherwise (`check` reads a boundary file first; it throws what the person must fix).
   */
  async attach(
    request: FileToAttach,
    check: FileCheck,
  ): Promise<{ kept: boolean; document: DocumentDto | null }> {
    const { deps, options } = this.core;
    const file = request.file;
    if (file && !deps.isOnline()) return this.keepOnDevice(request, file, check);
    let document: DocumentDto;
    try {
      const current = await this.core.ensureCreated();
      document = await deps.api.uploadDocument(
        options.kind,
        current.id,
        file
          ? { type: request.type, title: request.title, confidential: request.confidential, file }
          : {
              type: request.type,
              title: request.title,
              confidential: request.confidential,
              url: request.url,
            },
        deps.newId(),
      );
    } catch (error) {
      if (file && isApiError(error) && error.status === -1) return this.keepOnDevice(request, file, check);
      throw error;
    }
    const base = this.core.detail();
    if (base) this.core.updated({ ...base, documents: [...base.documents, document] });
    return { kept: false, document };
  }

  private async keepOnDevice(
    request: FileToAttach,
    file: File,
    check: FileCheck,
  ): Promise<{ kept: boolean; document: null }> {
    const { deps, options } = this.core;
    const boundary = await check(request.type, file);
    await this.core.flushLocal(true);
    const kept = await keepFile({
      id: deps.newId(),
      draftClientKey: options.clientKey,
      owner: options.owner,
      party: options.party,
      type: request.type,
      title: request.title,
      confidential: request.confidential,
      name: file.name,
      size: file.size,
      blob: file,
      addedAt: deps.now(),
      problem: null,
      boundary: boundary
        ? {
            areaHa: boundary.areaHa,
            ...(boundary.perimeterM === undefined ? {} : { perimeterM: boundary.perimeterM }),
            warnings: [...boundary.warnings],
          }
        : null,
    });
    // A new file is something new to send: a refusal held for the draft as it was is asked again.
    if (kept) await patchDraft(this.core.currentKey(), { held: undefined });
    await this.core.reloadWaiting();
    return { kept, document: null };
  }

  /** Removes a file waiting on the device (`fileId`) or a document the server holds; false if there is none. */
  async remove(document: DocumentDto, fileId: string | null): Promise<boolean> {
    if (fileId !== null) {
      await dropFile(fileId);
      await this.core.reloadWaiting();
      return true;
    }
    const current = this.core.detail();
    if (!current) return false;
    await this.core.deps.api.deleteDocument(this.core.options.kind, current.id, document.id);
    this.core.updated({
      ...current,
      documents: current.documents.filter((item) => item.id !== document.id),
    });
    return true;
  }
}
