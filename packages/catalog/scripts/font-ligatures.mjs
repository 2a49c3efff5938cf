// Reads which icon names a Material Icons font renders. The fonts draw an icon when its name is
// typed in them: the name's letters form a ligature (GSUB lookup type 4) that resolves to the
// icon's glyph. A name without such a ligature shows as plain text, so the ligature table is what
// decides whether a family supports an icon. Only the WOFF 1 container is read (its tables are
// zlib-compressed one by one); Node built-ins only.
import { inflateSync } from 'node:zlib';

/** The tables of a WOFF 1 file by tag, decompressed. */
function readWoffTables(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1 font');
  const count = woff.readUInt16BE(12);
  const tables = new Map();
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const data = woff.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** Character code to glyph id, from the cmap subtables of format 4 and 12. */
function readCharacterMap(cmap) {
  const glyphs = new Map();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap.readUInt32BE(8 + i * 8);
    const format = cmap.readUInt16BE(at);
    if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          let glyph;
          if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
          else {
            glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) glyphs.set(code, glyph);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const first = cmap.readUInt32BE(at + 16 + g * 12);
        const last = cmap.readUInt32BE(at + 20 + g * 12);
        const glyph = cmap.readUInt32BE(at + 24 + g * 12);
        for (let code = first; code <= last; code++) glyphs.set(code, glyph + code - first);
      }
    }
  }
  return glyphs;
}

/** The glyph ids of an OpenType coverage table, in coverage index order. */
function readCoverage(table, at) {
  const glyphs = [];
  const format = table.readUInt16BE(at);
  const count = table.readUInt16BE(at + 2);
  for (let i = 0; i < count; i++) {
    if (format === 1) glyphs.push(table.readUInt16BE(at + 4 + i * 2));
    else {
      const first = table.readUInt16BE(at + 4 + i * 6);
      const last = table.readUInt16BE(at + 6 + i * 6);
      for (let glyph = first; glyph <= last; glyph++) glyphs.push(glyph);
    }
  }
  return glyphs;
}

/** Every ligature of the GSUB table: component glyph ids joined by ',' to the ligature glyph. */
function readLigatures(gsub) {
  const ligatures = new Map();
  const lookupList = gsub.readUInt16BE(8);
  const lookups = gsub.readUInt16BE(lookupList);
  for (let i = 0; i < lookups; i++) {
    const lookup = lookupList + gsub.readUInt16BE(lookupList + 2 + i * 2);
    const lookupType = gsub.readUInt16BE(lookup);
    const subtables = gsub.readUInt16BE(lookup + 4);
    for (let j = 0; j < subtables; j++) {
      let subtable = lookup + gsub.readUInt16BE(lookup + 6 + j * 2);
      let type = lookupType;
      if (type === 7) {
        // Extension substitution: the real subtable sits behind a 32-bit offset.
        type = gsub.readUInt16BE(subtable + 2);
        subtable += gsub.readUInt32BE(subtable + 4);
      }
      if (type !== 4) continue;
      const firstGlyphs = readCoverage(gsub, subtable + gsub.readUInt16BE(subtable + 2));
      const sets = gsub.readUInt16BE(subtable + 4);
      for (let k = 0; k < sets; k++) {
        const set = subtable + gsub.readUInt16BE(subtable + 6 + k * 2);
        const count = gsub.readUInt16BE(set);
        for (let l = 0; l < count; l++) {
          const ligature = set + gsub.readUInt16BE(set + 2 + l * 2);
          const components = gsub.readUInt16BE(ligature + 2);
          const glyphs = [firstGlyphs[k]];
          for (let c = 1; c < components; c++) glyphs.push(gsub.readUInt16BE(ligature + 4 + (c - 1) * 2));
          ligatures.set(glyphs.join(','), gsub.readUInt16BE(ligature));
        }
      }
    }
  }
  return ligatures;
}

/**
 * The names a WOFF 1 icon font renders as icons: `renders('home')` is true when typing "home"
 * in the font draws the glyph its character map gives `codepoint`.
 */
export function readIconFont(woff) {
  const tables = readWoffTables(woff);
  const cmap = tables.get('cmap');
  const gsub = tables.get('GSUB');
  if (!cmap || !gsub) throw new Error('icon font without cmap or GSUB table');
  const glyphs = readCharacterMap(cmap);
  const ligatures = readLigatures(gsub);
  return {
    renders(name, codepoint) {
      const glyph = glyphs.get(codepoint);
      if (glyph === undefined) return false;
      const key = [...name].map((ch) => glyphs.get(ch.codePointAt(0)) ?? -1).join(',');
      return ligatures.get(key) === glyph;
    },
  };
}
