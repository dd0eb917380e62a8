/**
 * Builds the message catalogs (ADR 0003): reads every `locales/{lt,en}/*.po`, fails when an id is
 * missing from a language, has an empty translation, or is not valid ICU MessageFormat, and writes
 * `src/shared/i18n/catalog.gen.ts` (compiled messages + the `MessageId` type) for the server and the
 * tests, and one file per bundle and language for the web app (`catalog.lt.gen.ts`, …).
 *
 * `tsx scripts/i18n.ts --check` only validates.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export const LANGUAGES = ['lt', 'en'] as const;

/** Catalog files of the permit engine's bundle (see main()). */
export const PERMIT_BUNDLE =
  /^(kind-.*|kinds-common|anglers-.*|catch-reports-.*|payments-.*|fishing-map|felling-map|municipalities|engine|application-form|back-office|permits-pages|permit-document|permit-check|documents|files|mailbox|geo|boundary-ways|water-bodies|lessor-sales|quotas|statistics)\.po$/;
/**
 * The part of the permit engine's texts that the field pages (the angler's purchase, wallet and
 * catch report, the map) show: loaded alone there, a first visit on a phone downloads about half
 * as much (issue 16). The web app's `permits` bundle is this and the rest of PERMIT_BUNDLE.
 */
export const FIELD_BUNDLE =
  /^(anglers-.*|catch-reports-.*|kind-angler|kinds-common|engine|payments-.*|permits-pages|permit-check|permit-document|documents|fishing-map|felling-map|water-bodies|municipalities|geo)\.po$/;
/** Single texts of other permit files that the field pages show too. */
const FIELD_IDS = /^(applicationForm\.errorPrefix|lessorOffer\.label)$/;
type Lang = (typeof LANGUAGES)[number];

/** Texts of pages the server draws itself (the gateway simulator): in no web bundle. */
const SERVER_ONLY = /^(gateway-sim|notices)\.po$/;
/** The content administrators' editor (ADR 0005): its texts load with it, never on public pages. */
const DESK_IDS = /^contentAdmin\./;

interface Entry {
  id: string;
  text: string;
  file: string;
}

/** Which of the web app's bundles carries an entry (src/web/i18n/catalogs.ts), or none. */
function webBundleOf(e: Entry): 'core' | 'field' | 'permits' | 'desk' | 'none' {
  const file = e.file.split('/').pop() ?? '';
  if (SERVER_ONLY.test(file)) return 'none';
  if (PERMIT_BUNDLE.test(file)) return FIELD_BUNDLE.test(file) || FIELD_IDS.test(e.id) ? 'field' : 'permits';
  return DESK_IDS.test(e.id) ? 'desk' : 'core';
}

function unquote(line: string): string {
  const m = /^"(.*)"\s*$/.exec(line.trim());
  if (!m) throw new Error(`not a quoted string: ${line}`);
  return JSON.parse(`"${m[1]}"`);
}

export function parsePo(source: string, file: string): Entry[] {
  const entries: Entry[] = [];
  let id: string | null = null;
  let text: string | null = null;
  let current: 'id' | 'str' | null = null;
  const flush = () => {
    if (id !== null && id !== '') entries.push({ id, text: text ?? '', file });
    id = null;
    text = null;
    current = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    if (line.startsWith('msgid ')) {
      if (id !== null) flush();
      id = unquote(line.slice(6));
      current = 'id';
    } else if (line.startsWith('msgstr ')) {
      text = unquote(line.slice(7));
      current = 'str';
    } else if (line.startsWith('"')) {
      if (current === 'id') id = (id ?? '') + unquote(line);
      else if (current === 'str') text = (text ?? '') + unquote(line);
    } else {
      throw new Error(`${file}: cannot read line: ${raw}`);
    }
  }
  flush();
  return entries;
}

export function loadCatalogs(root = process.cwd()): {
  catalogs: Record<Lang, Map<string, Entry>>;
  problems: string[];
} {
  const problems: string[] = [];
  const catalogs = {} as Record<Lang, Map<string, Entry>>;
  for (const lang of LANGUAGES) {
    const dir = join(root, 'locales', lang);
    const map = new Map<string, Entry>();
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.po'))
      .sort()) {
      for (const entry of parsePo(readFileSync(join(dir, file), 'utf8'), `locales/${lang}/${file}`)) {
        if (map.has(entry.id)) problems.push(`${entry.file}: "${entry.id}" is defined twice`);
        if (entry.text.trim() === '') problems.push(`${entry.file}: "${entry.id}" has no translation`);
        try {
          compileMessage(entry.text);
        } catch (e) {
          problems.push(
            `${entry.file}: "${entry.id}" is not valid ICU MessageFormat: ${(e as Error).message}`,
          );
        }
        map.set(entry.id, entry);
      }
    }
    catalogs[lang] = map;
  }
  for (const lang of LANGUAGES) {
    for (const other of LANGUAGES) {
      if (lang === other) continue;
      for (const id of catalogs[lang].keys()) {
        if (!catalogs[other].has(id))
          problems.push(`locales/${other}: "${id}" is missing (present in ${lang})`);
      }
    }
  }
  return { catalogs, problems };
}

function main() {
  const { catalogs, problems } = loadCatalogs();
  if (problems.length > 0) {
    console.error(`i18n: ${problems.length} problem(s) in the message catalogs:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    console.log(`i18n: ${catalogs.lt.size} messages, complete in ${LANGUAGES.join(' and ')}`);
    return;
  }
  // Two bundles (ADR 0003): the core, which the start page carries, and the permit engine's texts
  // (22 kinds' forms, lists, back office), which the web app loads with the first page that needs
  // them; the server registers both at start.
  const inPermits = (e: Entry) => PERMIT_BUNDLE.test(e.file.split('/').pop() ?? '');
  const compile = (lang: Lang, permits: boolean) =>
    Object.fromEntries(
      [...catalogs[lang].values()]
        .filter((e) => inPermits(e) === permits)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((e) => [e.id, compileMessage(e.text)]),
    );
  const idsOf = (permits: boolean) =>
    [...catalogs.lt.values()]
      .filter((e) => inPermits(e) === permits)
      .map((e) => e.id)
      .sort();
  const ids = [...catalogs.lt.keys()].sort();
  const core = `// Generated by scripts/i18n.ts from locales/*/*.po. Do not edit.
import type { Messages } from '@lingui/core';
import type { PermitMessageId } from './catalog-permits.gen.ts';

export const MESSAGE_IDS = ${JSON.stringify(idsOf(false), null, 2)} as const;
export type MessageId = (typeof MESSAGE_IDS)[number] | PermitMessageId;

export const messages: Record<'lt' | 'en', Messages> = ${JSON.stringify({ lt: compile('lt', false), en: compile('en', false) })};
`;
  const permits = `// Generated by scripts/i18n.ts from locales/*/*.po. Do not edit.
import type { Messages } from '@lingui/core';

export const PERMIT_MESSAGE_IDS = ${JSON.stringify(idsOf(true), null, 2)} as const;
export type PermitMessageId = (typeof PERMIT_MESSAGE_IDS)[number];

export const permitMessages: Record<'lt' | 'en', Messages> = ${JSON.stringify({ lt: compile('lt', true), en: compile('en', true) })};
`;
  writeFileSync(join(process.cwd(), 'src/shared/i18n/catalog.gen.ts'), core);
  writeFileSync(join(process.cwd(), 'src/shared/i18n/catalog-permits.gen.ts'), permits);
  // The web app's copies, one file per bundle and language (ADR 0003 addendum, issue 16): a phone
  // downloads the texts of its own language only, and the ids come from the keys.
  for (const lang of LANGUAGES) {
    for (const bundle of ['core', 'field', 'permits', 'desk'] as const) {
      const texts = Object.fromEntries(
        [...catalogs[lang].values()]
          .filter((e) => webBundleOf(e) === bundle)
          .sort((a, b) => a.id.localeCompare(b.id))
          .map((e) => [e.id, compileMessage(e.text)]),
      );
      const name =
        bundle === 'core' ? 'catalog' : bundle === 'field' ? 'catalog-permits.field' : `catalog-${bundle}`;
      writeFileSync(
        join(process.cwd(), `src/shared/i18n/${name}.${lang}.gen.ts`),
        `// Generated by scripts/i18n.ts from locales/${lang}/*.po. Do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = ${JSON.stringify(texts)};
`,
      );
    }
  }
  console.log(`i18n: ${ids.length} messages written for ${LANGUAGES.join(' and ')}`);
}

if (process.argv[1]?.endsWith('i18n.ts')) main();
