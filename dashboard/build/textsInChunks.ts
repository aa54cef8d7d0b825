import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message key as the code writes it: `'social.contents.title'`. */
const KEY_LITERAL = /['"`]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)['"`]/g;
/** The literal start of a key built in a template: `` `reward.type.${type}` `` → `reward.type.`. */
const KEY_TEMPLATE = /`([a-z][a-z0-9_]*\.[a-z0-9_.]*)\$\{/g;

/** Source files of a folder, without tests, stories and test fixtures. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files that name each key, literally or by the start of a built key. */
function keyUsers(keys: string[], files: string[]): Map<string, Set<string>> {
  const users = new Map(keys.map((key) => [key, new Set<string>()]));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(KEY_LITERAL)) users.get(match[1] as string)?.add(file);
    for (const match of source.matchAll(KEY_TEMPLATE)) {
      const start = match[1] as string;
      for (const key of keys) if (key.startsWith(start)) users.get(key)?.add(file);
    }
  }
  return users;
}

/**
 * For each key that the dashboard's modules name (and no shared source, nor the catalogue's own
 * module `keep`), the modules that name it: each carries it. A key under one of `namespaces`
 * goes to that namespace's module alone, whoever names it. The other keys stay in the shared
 * catalogue.
 */
export function textOwners(
  keys: string[],
  files: string[],
  sharedFiles: string[],
  keep: string,
  namespaces: Record<string, string> = {},
): Map<string, string[]> {
  const users = keyUsers(keys, files);
  const shared = keyUsers(keys, sharedFiles);
  const owners = new Map<string, string[]>();
  for (const key of keys) {
    const namespace = Object.keys(namespaces).find((prefix) => key.startsWith(prefix));
    if (namespace) {
      owners.set(key, [namespaces[namespace] as string]);
      continue;
    }
    const named = [...(users.get(key) ?? [])];
    // The catalogue's own module keeps what it names: it is the one that adds.
    if (named.length > 0 && !shared.get(key)?.size && !named.includes(keep)) owners.set(key, named);
  }
  return owners;
}

export interface TextsInChunksOptions {
  /** The French catalogue, source of truth (fr.json). */
  catalogue: string;
  /** The dashboard's sources, whose modules may each take their own texts. */
  sources: string;
  /** Sources whose keys stay in the shared catalogue whatever the dashboard does with them
   * (the domain's validation messages, the API's error keys). */
  sharedSources: string[];
  /**
   * Key prefixes whose texts travel with one module whoever names them, the API and the domain
   * included: the texts of a part of the app that only ever shows below that module (the
   * operator's console, below its frame), which no other screen should carry.
   */
  namespaces?: Record<string, string>;
}

/**
 * Production build only (ADR 017): every French text that modules of the dashboard name
 * (literally, or as the start of a key they build) leaves fr.json and is added to each of those
 * modules, which registers it with `addTexts` as it loads. A screen's texts then travel in its
 * chunks, a text several screens share in each of them; the first load carries the texts the
 * domain or the API name, and any key no code names (so a key found nowhere can never go
 * missing). Texts ship as ICU syntax trees, like the rest of the catalogue (precompileMessages).
 */
export function textsInChunks({
  catalogue,
  sources,
  sharedSources,
  namespaces = {},
}: TextsInChunksOptions): Plugin {
  const byModule = new Map<string, Record<string, unknown>>();
  const moved = new Set<string>();
  let addTextsModule = '';
  return {
    name: 'merci-texts-in-chunks',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const texts = JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, string>;
      const keys = Object.keys(texts);
      addTextsModule = join(sources, 'i18n', 'messages.ts');
      const owners = textOwners(
        keys,
        sourceFiles(sources),
        sharedSources.flatMap(sourceFiles),
        addTextsModule,
        namespaces,
      );
      for (const [key, named] of owners) {
        moved.add(key);
        for (const owner of named) {
          const own = byModule.get(owner) ?? {};
          own[key] = parse(texts[key] as string);
          byModule.set(owner, own);
        }
      }
      this.info(`${moved.size} of ${keys.length} French texts travel with the modules that use them`);
    },
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (file === catalogue) {
        const texts = Object.entries(JSON.parse(code) as Record<string, unknown>);
        const shared = Object.fromEntries(texts.filter(([key]) => !moved.has(key)));
        return { code: JSON.stringify(shared), map: null };
      }
      const own = byModule.get(file);
      if (!own) return undefined;
      return {
        code: `${code}\nimport { addTexts as __addTexts } from ${JSON.stringify(addTextsModule)};\n__addTexts(${JSON.stringify(own)});\n`,
        map: null,
      };
    },
  };
}
