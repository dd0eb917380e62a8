/**
 * Registers the permit engine's messages eagerly: imported by the server at start and by the test
 * setup. The web app loads the same bundle lazily with `loadPermitMessages` (web/i18n).
 */

import { PERMIT_MESSAGE_IDS, permitMessages } from './catalog-permits.gen.ts';
import { registerMessages } from './index.ts';

registerMessages(PERMIT_MESSAGE_IDS, permitMessages);
