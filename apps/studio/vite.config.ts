import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * API paths the dev server forwards to a locally running `apps/server` (port 3000). Anchored
 * patterns, so a workspace route such as `/domain/projects` still reaches the studio.
 */
const apiPatterns = [
  '^/(auth|invitations|events|config|docs|health|api)(/|\\?|$)',
  '^/domain/detail(\\?|$)',
  '^/domains(/|\\?|$)',
];

const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const canvasModule = fileURLToPath(new URL('./src/canvas/main-canvas.tsx', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

let loginGraph: Set<string> | null = null;
let canvasGraph: Set<string> | null = null;

/** Every module `entry` imports statically, directly or not (dynamic `import()`s excluded). */
function staticGraph(entry: string, ctx: ModuleGraph): Set<string> {
  const graph = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (graph.has(id)) continue;
    graph.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return graph;
}

/**
 * Everything the entry imports statically (the shell, the router and the login page with their
 * libraries) goes into one `login` chunk instead of a dozen small shared chunks: fewer requests
 * and a better gzip ratio for the route with a size budget (ARCHITECTURE §7). Modules the canvas
 * entry (canvas.html) also imports, such as React, stay out of it: otherwise the canvas would
 * load the whole login route, and its styles, to get them.
 */
function loginRouteChunk(moduleId: string, ctx: ModuleGraph): string | null {
  loginGraph ??= staticGraph(entryModule, ctx);
  canvasGraph ??= staticGraph(canvasModule, ctx);
  return moduleId !== entryModule && loginGraph.has(moduleId) && !canvasGraph.has(moduleId) ? 'login' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The runtime's elements import `react-native`; in the browser that is react-native-web.
  resolve: { alias: { 'react-native': 'react-native-web' } },
  server: {
    proxy: Object.fromEntries(
      apiPatterns.map((pattern) => [pattern, { target: 'http://localhost:3000', changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // Two pages: the studio SPA and the design canvas it shows in an iframe.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        canvas: fileURLToPath(new URL('./canvas.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // The group already holds the login route's whole static graph; not pulling in
          // dependencies keeps the modules shared with the canvas (React) in a common chunk.
          groups: [{ name: loginRouteChunk, debugName: 'login-route', includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
