// Writes src/icons/material-icons.json, the icon catalogue of spec §3, from two installed packages:
//   material-icons      _data/versions.json (name → version), css/_codepoints.scss (name → codepoint)
//                       and the five fonts, which decide the families an icon renders in;
//   @iconify-json/ic    metadata.json, the category lists (ids like 'round-home-work').
// Usage: node scripts/generate-icon-catalogue.mjs [output path]. The output is deterministic: the
// same packages give the same bytes. Node built-ins only.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readIconFont } from './font-ligatures.mjs';

const require = createRequire(import.meta.url);
const materialIcons = dirname(require.resolve('material-icons/package.json'));
const iconifyMetadata = require.resolve('@iconify-json/ic/metadata.json');
const defaultOutput = join(dirname(fileURLToPath(import.meta.url)), '../src/icons/material-icons.json');

/** The five families of the model, with their font file and iconify prefix. */
const families = [
  { name: 'Material Icons', font: 'material-icons.woff', prefix: 'baseline' },
  { name: 'Material Icons Outlined', font: 'material-icons-outlined.woff', prefix: 'outline' },
  { name: 'Material Icons Round', font: 'material-icons-round.woff', prefix: 'round' },
  { name: 'Material Icons Sharp', font: 'material-icons-sharp.woff', prefix: 'sharp' },
  { name: 'Material Icons Two Tone', font: 'material-icons-two-tone.woff', prefix: 'twotone' },
];

/**
 * iconify's category display names to the lower-case category ids of the catalogue. Math and
 * Shopping hold only icons the fonts lack (divide, equals, barcode, qrcode…), so no entry has them.
 */
const categoryIds = {
  Action: 'action',
  Alert: 'alert',
  AV: 'av',
  Communication: 'communication',
  Content: 'content',
  Device: 'device',
  Editor: 'editor',
  File: 'file',
  Hardware: 'hardware',
  Home: 'home',
  Image: 'image',
  Maps: 'maps',
  Math: 'math',
  Navigation: 'navigation',
  Notification: 'notification',
  Places: 'places',
  Search: 'search',
  Shopping: 'shopping',
  Social: 'social',
  Toggle: 'toggle',
};

// No source available offline ranks icons by use, so every entry's popularity is 0 (unranked).
const POPULARITY_UNRANKED = 0;
const SIZES_PX = [20, 24];

function readCodepoints() {
  const scss = readFileSync(join(materialIcons, 'css/_codepoints.scss'), 'utf8');
  return new Map([...scss.matchAll(/^\s*"([a-z0-9_]+)": ([0-9a-f]+),?$/gm)].map((m) => [m[1], m[2]]));
}

/** Category ids by icon name, from every family's entry in iconify's category lists. */
function readCategories() {
  const { categories } = JSON.parse(readFileSync(iconifyMetadata, 'utf8'));
  const byName = new Map();
  for (const [displayName, ids] of Object.entries(categories)) {
    const category = categoryIds[displayName];
    if (!category) throw new Error(`no category id for iconify category '${displayName}'`);
    for (const id of ids) {
      const family = families.find((f) => id.startsWith(`${f.prefix}-`));
      if (!family) throw new Error(`iconify id '${id}' names no family`);
      const name = id.slice(family.prefix.length + 1).replace(/-/g, '_');
      if (!byName.has(name)) byName.set(name, new Set());
      byName.get(name).add(category);
    }
  }
  return byName;
}

/**
 * The catalogue's icons: every name of versions.json, plus the names the codepoint list adds with
 * a glyph of their own (icons the fonts carry that versions.json does not list; they have no
 * version). Names sharing a listed icon's codepoint are alternative spellings of it and are left
 * out, as are codepoints beyond U+FFFFF (the fonts' hidden placeholder glyph).
 */
function listIcons(versions, codepoints) {
  const listed = new Set(Object.keys(versions).map((name) => codepoints.get(name)));
  const icons = [];
  for (const [name, codepoint] of codepoints) {
    const version = versions[name];
    if (version === undefined && listed.has(codepoint)) continue;
    if (codepoint.length > 5) continue;
    icons.push({ name, version: version ?? null, codepoint });
  }
  for (const name of Object.keys(versions)) {
    if (!codepoints.has(name)) throw new Error(`no codepoint for '${name}'`);
  }
  return icons.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The catalogue entries, sorted by name. */
export function buildIconCatalogue() {
  const versions = JSON.parse(readFileSync(join(materialIcons, '_data/versions.json'), 'utf8'));
  const fonts = families.map((f) => ({ ...f, reader: readIconFont(readFileSync(join(materialIcons, 'iconfont', f.font))) }));
  const categoriesByName = readCategories();
  const entries = [];
  for (const { name, version, codepoint } of listIcons(versions, readCodepoints())) {
    const unsupported = fonts.filter((f) => !f.reader.renders(name, parseInt(codepoint, 16))).map((f) => f.name);
    // An icon no font draws is not in the catalogue.
    if (unsupported.length === families.length) continue;
    const categories = [...(categoriesByName.get(name) ?? [])].sort();
    const words = name.split('_');
    entries.push({
      name,
      version,
      popularity: POPULARITY_UNRANKED,
      codepoint,
      unsupported_families: unsupported,
      categories,
      tags: [...new Set([...words, ...categories])],
      sizes_px: SIZES_PX,
    });
  }
  return entries;
}

/** The catalogue as JSON text: an array with one entry per line. */
export function formatIconCatalogue(entries) {
  return `[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const output = resolve(process.argv[2] ?? defaultOutput);
  const entries = buildIconCatalogue();
  writeFileSync(output, formatIconCatalogue(entries));
  console.log(`${entries.length} icons written to ${output}`);
}
