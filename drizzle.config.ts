import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-content.ts',
    './src/server/db/schema-permits.ts',
    './src/server/db/schema-anglers.ts',
    './src/server/db/schema-catch-reports.ts',
    './src/server/db/schema-water-bodies.ts',
    './src/server/db/schema-quotas.ts',
    './src/server/db/schema-fees.ts',
    './src/server/db/schema-statistics.ts',
  ],
  out: './src/server/db/migrations',
});
