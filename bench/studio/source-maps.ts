import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a position of the built code comes from. */
export interface OriginalPosition {
  /** The source file, shortened (`apps/studio/src/...`, `react-dom/...`). */
  source: string;
  /** 1-based line. */
  line: number;
  /** The original line's text, trimmed (to name the function a profile frame starts in). */
  text: string;
}

interface SourceMapV3 {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

/** [generated column, source index, original line, original column] of one mapping segment. */
type Segment = [number, number, number, number];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a v3 `mappings` string into sorted segments per generated line (names are not needed). */
function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  for (const lineText of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const segmentText of lineText.split(',')) {
      if (segmentText === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length < 4) continue;
      source += values[1]!;
      originalLine += values[2]!;
      originalColumn += values[3]!;
      segments.push([column, source, originalLine, originalColumn]);
    }
    lines.push(segments);
  }
  return lines;
}

/** `…/node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; `…/apps/studio/src/a.ts` → `apps/studio/src/a.ts`. */
function shorten(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules + 'node_modules/'.length);
  return /(?:^|\/)((?:apps|packages)\/.*)$/.exec(source)?.[1] ?? source;
}

/**
 * Maps positions of the studio's built scripts back to their sources, with the `.map` files of
 * a build of the same code with hidden source maps (`vite build --sourcemap hidden --outDir
 * DIR`; the scripts are byte-identical to the production build's). Scripts without a map give
 * `null`.
 */
export function createSymbolizer(mapsDir: string | undefined): (url: string, line0: number, column0: number) => OriginalPosition | null {
  const maps = new Map<string, { map: SourceMapV3; lines: Segment[][] } | null>();
  const load = (file: string) => {
    if (!maps.has(file)) {
      const mapPath = mapsDir ? path.join(mapsDir, `${file}.map`) : '';
      if (!mapsDir || !existsSync(mapPath)) maps.set(file, null);
      else {
        const map = JSON.parse(readFileSync(mapPath, 'utf8')) as SourceMapV3;
        maps.set(file, { map, lines: decodeMappings(map.mappings) });
      }
    }
    return maps.get(file)!;
  };
  return (url, line0, column0) => {
    const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    const loaded = file ? load(file) : null;
    const segments = loaded?.lines[line0];
    if (!loaded || !segments || segments.length === 0) return null;
    let low = 0;
    let high = segments.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (segments[middle]![0] <= column0) low = middle;
      else high = middle - 1;
    }
    const [, sourceIndex, originalLine] = segments[low]!;
    const content = loaded.map.sourcesContent?.[sourceIndex];
    const text = content?.split('\n')[originalLine]?.trim().slice(0, 80) ?? '';
    return { source: shorten(loaded.map.sources[sourceIndex]!), line: originalLine + 1, text };
  };
}
