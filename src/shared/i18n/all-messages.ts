/**
 * Registers every message bundle in both languages, eagerly: imported by the server at start and
 * by the API and browser test projects (vitest.config.ts) and by each unit test file that reads
 * messages. The web app loads its bundles per language instead (src/web/i18n/catalogs.ts).
 */

import { messages } from './catalog.gen.ts';
import { permitMessages } from './catalog-permits.gen.ts';
import { LANGUAGES, registerMessages } from './index.ts';

for (const lang of LANGUAGES) {
  registerMessages(lang, messages[lang]);
  registerMessages(lang, permitMessages[lang]);
}
