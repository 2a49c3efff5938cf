import type { OriginalPosition } from './source-maps.ts';

/** The trace categories the canvas profile records: main-thread tasks, rendering phases, JS samples. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each trace event kind has args of its own shape
  args?: Record<string, any>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

/** A time span to attribute (a gesture: its first event to its paint), in epoch ms. */
export interface Span {
  start: number;
  end: number;
}

/** A user-timing mark and its time in epoch ms: maps epoch ms onto the trace's µs clock. */
export interface Anchor {
  name: string;
  epoch: number;
}

/** Self time per key, in ms per span (averaged over the spans). */
export type Breakdown = [key: string, msPerSpan: number][];

/** Where the spans' main-thread time went. */
export interface TraceSummary {
  spans: number;
  /** Mean span length, ms. */
  meanMs: number;
  /** Self time of the renderer main thread's trace events (tasks, style, layout, paint, GC…); `(no task)` is idle. */
  events: Breakdown;
  /** Self time of JS functions sampled by V8; a browser API (`getBoundingClientRect`) with its JS caller. */
  functions: Breakdown;
  /** Inclusive time of the project's own functions (apps/, packages/): what each one costs with its callees. */
  ownInclusive: Breakdown;
  /** The span of median length, task by task. */
  medianTimeline: string[];
}

type Symbolize = (url: string, line0: number, column0: number) => OriginalPosition | null;

interface Interval {
  name: string;
  start: number;
  end: number;
  depth: number;
  /** Self time slices (start, end) once the children are known. */
  self: [number, number][];
}

interface Sample {
  at: number;
  end: number;
  /** Symbolised frames, innermost first. */
  stack: string[];
}

/** Sum of the overlaps of [start, end) with sorted disjoint spans. */
function overlap(spans: [number, number][], start: number, end: number): number {
  let total = 0;
  for (const [spanStart, spanEnd] of spans) {
    if (spanStart >= end) break;
    total += Math.max(0, Math.min(end, spanEnd) - Math.max(start, spanStart));
  }
  return total;
}

function top(totals: Map<string, number>, count: number, divisor: number): Breakdown {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => [key, Math.round((us / 1000 / divisor) * 100) / 100]);
}

/** The main thread's complete events as a forest, with each event's self time slices. */
function mainIntervals(events: TraceEvent[]): Interval[] {
  const flat: Interval[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined) flat.push({ name: event.name, start: event.ts, end: event.ts + event.dur, depth: 0, self: [] });
    else if (event.ph === 'B') open.set(event.name, [...(open.get(event.name) ?? []), event]);
    else if (event.ph === 'E') {
      const begun = open.get(event.name)?.pop();
      if (begun) flat.push({ name: event.name, start: begun.ts, end: event.ts, depth: 0, self: [] });
    }
  }
  flat.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Interval[] = [];
  const stack: { interval: Interval; cursor: number }[] = [];
  const pop = () => {
    const done = stack.pop()!;
    if (done.cursor < done.interval.end) done.interval.self.push([done.cursor, done.interval.end]);
    if (stack.length > 0) stack.at(-1)!.cursor = done.interval.end;
  };
  for (const interval of flat) {
    while (stack.length > 0 && stack.at(-1)!.interval.end <= interval.start) pop();
    const parent = stack.at(-1);
    if (parent && interval.end > parent.interval.end) continue; // overlaps its parent's end (clock rounding): dropped
    if (parent && parent.cursor < interval.start) parent.interval.self.push([parent.cursor, interval.start]);
    interval.depth = stack.length;
    stack.push({ interval, cursor: interval.start });
    kept.push(interval);
  }
  while (stack.length > 0) pop();
  return kept;
}

/** V8's samples of the thread; each sample lasts until the next. */
function threadSamples(events: TraceEvent[], pid: number, tid: number, symbolize: Symbolize): Sample[] {
  const samples: Sample[] = [];
  const names = new Map<ProfileNode['callFrame'], string>();
  const nameOf = (frame: ProfileNode['callFrame']) => {
    let name = names.get(frame);
    if (name === undefined) {
      const fn = frame.functionName || '(anonymous)';
      const original = frame.url ? symbolize(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0) : null;
      name = original
        ? `${fn} ${original.source}:${original.line} \`${original.text}\``
        : frame.url
          ? `${fn} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${(frame.lineNumber ?? 0) + 1}`
          : fn;
      names.set(frame, name);
    }
    return name;
  };
  for (const profile of events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)) {
    const nodes = new Map<number, ProfileNode>();
    let time: number = profile.args?.data?.startTime ?? profile.ts;
    const raw: { node: number; at: number }[] = [];
    for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === pid)) {
      const data = chunk.args?.data ?? {};
      for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
      const deltas: number[] = data.timeDeltas ?? [];
      ((data.cpuProfile?.samples ?? []) as number[]).forEach((id, i) => {
        time += deltas[i] ?? 0;
        raw.push({ node: id, at: time });
      });
    }
    raw.sort((a, b) => a.at - b.at);
    const stacks = new Map<number, string[]>();
    const stackOf = (id: number): string[] => {
      let stack = stacks.get(id);
      if (!stack) {
        stack = [];
        for (let node = nodes.get(id); node && node.callFrame.functionName !== '(root)'; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
          stack.push(nameOf(node.callFrame));
        }
        stacks.set(id, stack);
      }
      return stack;
    };
    for (let i = 0; i + 1 < raw.length; i++) samples.push({ at: raw[i]!.at, end: raw[i + 1]!.at, stack: stackOf(raw[i]!.node) });
  }
  return samples;
}

/** A sample's self key: the function, or a browser API (no source) with the JS frame that called it. */
function selfKey(stack: string[]): string {
  const [leaf, caller] = stack;
  if (!leaf) return '(unknown)';
  const isApi = !leaf.includes(' ') && !leaf.startsWith('(');
  return isApi && caller ? `${leaf} ← ${caller}` : leaf;
}

const isOwn = (frame: string) => / (apps|packages)\//.test(frame);

/**
 * Attributes the renderer main thread's time during `spans` (epoch ms, mapped onto the trace
 * with the nearest `anchors` mark): the self time of every trace event (nested events subtracted
 * from their parents), of every sampled JS function, the inclusive time of the project's own
 * functions, and a task-by-task account of the median span.
 */
export function summarizeTrace(trace: { traceEvents: TraceEvent[] }, spans: Span[], anchors: Anchor[], symbolize: Symbolize, count = 25): TraceSummary {
  const events = trace.traceEvents;
  const marks = new Map(events.filter((event) => event.cat.includes('blink.user_timing')).map((event) => [event.name, event]));
  const anchored = anchors.flatMap((anchor) => (marks.has(anchor.name) ? [{ ...anchor, ts: marks.get(anchor.name)!.ts }] : []));
  if (anchored.length === 0) throw new Error('no anchor mark in the trace');
  const { pid, tid } = marks.get(anchored[0]!.name)!;
  const toTrace = (epoch: number) => {
    const anchor = anchored.reduce((best, candidate) => (Math.abs(candidate.epoch - epoch) < Math.abs(best.epoch - epoch) ? candidate : best));
    return anchor.ts + (epoch - anchor.epoch) * 1000;
  };
  const traceSpans = spans.map((span): [number, number] => [toTrace(span.start), toTrace(span.end)]).sort((a, b) => a[0] - b[0]);
  const divisor = Math.max(1, spans.length);
  const total = traceSpans.reduce((sum, [start, end]) => sum + (end - start), 0);

  const intervals = mainIntervals(events.filter((event) => event.pid === pid && event.tid === tid));
  const eventTotals = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => us > 0 && map.set(key, (map.get(key) ?? 0) + us);
  for (const interval of intervals) for (const [start, end] of interval.self) add(eventTotals, interval.name, overlap(traceSpans, start, end));
  const busy = intervals.filter((interval) => interval.depth === 0).reduce((sum, interval) => sum + overlap(traceSpans, interval.start, interval.end), 0);
  add(eventTotals, '(no task)', total - busy);

  const samples = threadSamples(events, pid, tid, symbolize);
  const functionTotals = new Map<string, number>();
  const ownTotals = new Map<string, number>();
  for (const sample of samples) {
    const us = overlap(traceSpans, sample.at, sample.end);
    if (us === 0) continue;
    add(functionTotals, selfKey(sample.stack), us);
    for (const frame of new Set(sample.stack.filter(isOwn))) add(ownTotals, frame, us);
  }

  // The median span, task by task: top-level events with their biggest nested events and JS.
  const ordered = [...traceSpans].sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
  const [medianStart, medianEnd] = ordered[Math.floor(ordered.length / 2)] ?? [0, 0];
  const tasks = intervals.filter((interval) => interval.depth === 0 && interval.end > medianStart && interval.start < medianEnd);
  const short = tasks.filter((task) => task.end - task.start < 1000);
  const shortMs = short.reduce((sum, task) => sum + task.end - task.start, 0) / 1000;
  const medianTimeline = tasks
    .filter((task) => task.end - task.start >= 1000)
    .map((task) => {
      const nested = new Map<string, number>();
      for (const inner of intervals) {
        if (inner.start < task.start || inner.end > task.end || inner === task) continue;
        for (const [start, end] of inner.self) add(nested, inner.name, end - start);
      }
      const js = new Map<string, number>();
      for (const sample of samples) if (sample.at >= task.start && sample.at < task.end) add(js, selfKey(sample.stack), Math.min(sample.end, task.end) - sample.at);
      const list = (map: Map<string, number>, n: number) =>
        top(map, n, 1)
          .filter(([, ms]) => ms >= 0.3)
          .map(([key, ms]) => `${key.length > 110 ? `${key.slice(0, 110)}…` : key} ${ms.toFixed(1)}`)
          .join('; ');
      return (
        `+${((task.start - medianStart) / 1000).toFixed(1).padStart(6)} ms ${((task.end - task.start) / 1000).toFixed(1).padStart(6)} ms ${task.name}` +
        `\n${' '.repeat(22)}events: ${list(nested, 5)}\n${' '.repeat(22)}JS: ${list(js, 4)}`
      );
    });

  return {
    spans: spans.length,
    meanMs: Math.round((total / 1000 / divisor) * 10) / 10,
    events: top(eventTotals, count, divisor),
    functions: top(functionTotals, count, divisor),
    ownInclusive: top(ownTotals, count, divisor),
    medianTimeline: [
      `median span ${((medianEnd - medianStart) / 1000).toFixed(1)} ms, its tasks of 1 ms or more (plus ${short.length} shorter ones, ${shortMs.toFixed(1)} ms in all):`,
      ...medianTimeline,
    ],
  };
}

/** The summary as text: one block per breakdown. */
export function formatSummary(title: string, summary: TraceSummary): string {
  const block = (heading: string, rows: Breakdown) => [`  ${heading}`, ...rows.map(([key, value]) => `    ${value.toFixed(2).padStart(8)} ms  ${key}`)];
  return [
    `${title}: ${summary.spans} spans, mean ${summary.meanMs} ms`,
    ...block('main-thread trace events, self ms per span', summary.events),
    ...block('JS (V8 samples), self ms per span', summary.functions),
    ...block("the project's own functions, inclusive ms per span", summary.ownInclusive),
    ...summary.medianTimeline.map((line) => `  ${line}`),
  ].join('\n');
}
