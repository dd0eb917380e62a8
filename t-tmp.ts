import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client';
let stored: PersistedClient | undefined;
const persister = { persistClient: async (c: PersistedClient) => { stored = structuredClone(c); }, restoreClient: async () => stored, removeClient: async () => { console.log('REMOVED'); stored = undefined; } };
async function visit(key: string[]) {
  const client = new QueryClient();
  client.setQueryDefaults(['a'], { gcTime: 1e9 });
  await persistQueryClientRestore({ queryClient: client, persister, buster: 'b', maxAge: 1e9 });
  console.log('restored', client.getQueryCache().getAll().map((q) => q.queryKey));
  persistQueryClientSubscribe({ queryClient: client, persister, buster: 'b', dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.data !== undefined } });
  await client.fetchQuery({ queryKey: key, queryFn: async () => ({ x: 1 }) });
  await new Promise((r) => setTimeout(r, 50));
  console.log('stored', stored?.clientState.queries.map((q) => q.queryKey));
}
await visit(['a', 'one']);
await visit(['a', 'two']);
await visit(['a', 'three']);
