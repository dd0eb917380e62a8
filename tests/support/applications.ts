/**
 * Filing an application the short way the API suites use: a new draft of a kind, its documents
 * linked by address (the rows an upload leaves in `documents`), then submitted with the data given.
 */
import { expect } from 'vitest';
import { documents } from '../../src/server/db/schema-permits.ts';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import type { Client, TestApp } from './app.ts';

export async function submitWithDocuments(
  t: TestApp,
  client: Client,
  filing: { kind: string; owner: string; documents: readonly string[]; data: object },
) {
  const created = await client.post(`/api/v1/paraiskos/${filing.kind}`, { type: 'NAUJA' });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json() as ApplicationDetail;
  for (const type of filing.documents)
    await t.database.db.insert(documents).values({
      applicationId: draft.id,
      ownerCode: filing.owner,
      type,
      title: type,
      url: `https://dokumentai.example.lt/${type}`,
      uploadedBy: filing.owner,
    });
  const response = await client.post(`/api/v1/paraiskos/${filing.kind}/${draft.id}/veiksmai/submit`, {
    data: filing.data,
    revision: draft.revision,
  });
  return { draft, response };
}
