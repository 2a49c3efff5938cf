// Import cycles between the folders of a source tree. madge reads the file graph (static,
// re-export, type-only and dynamic imports); each file belongs to its top-level folder, or to
// `<folder>/<name>` for a folder listed in `nested` (the server's `modules/<name>`); a file at the
// tree's top is a node of its own. A cycle is a strongly connected group of two or more folders.
import madge from 'madge';

const testFile = /\.test\.tsx?$/;

/** The folder a file (a path relative to the tree) belongs to. */
export function folderOf(file, nested = []) {
  const parts = file.split('/');
  if (parts.length === 1) return file;
  return nested.includes(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The folder cycles of a file graph (`{ file: [imported files] }`, paths relative to the tree):
 * each as its folders and the imports between them, `from -> to`. Tests and files outside the tree
 * take no part.
 */
export function findFolderCycles(graph, nested = []) {
  const counts = (file) => !file.startsWith('../') && !testFile.test(file);
  const edges = new Map();
  for (const [file, imports] of Object.entries(graph)) {
    if (!counts(file)) continue;
    const from = folderOf(file, nested);
    if (!edges.has(from)) edges.set(from, new Map());
    for (const imported of imports.filter(counts)) {
      const to = folderOf(imported, nested);
      if (to === from) continue;
      const byTarget = edges.get(from);
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${file} -> ${imported}`]);
    }
  }
  return stronglyConnected(edges)
    .filter((folders) => folders.length > 1)
    .map((folders) => {
      const members = new Set(folders);
      const imports = folders.flatMap((from) =>
        [...(edges.get(from) ?? [])].filter(([to]) => members.has(to)).flatMap(([, lines]) => lines),
      );
      return { folders: folders.sort(), imports: imports.sort() };
    });
}

/** The folder cycles of the source tree at `root` (TypeScript files). */
export async function folderCyclesIn(root, nested = []) {
  const tree = await madge(root, { fileExtensions: ['ts', 'tsx', 'mts'], excludeRegExp: [testFile] });
  return findFolderCycles(tree.obj(), nested);
}

// Tarjan's strongly connected components of a graph given as `Map<node, Map<node, unknown>>`.
function stronglyConnected(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}
