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

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

let loginGraph: Set<string> | null = null;

/**
 * Everything the entry imports statically (the shell, the router and the login page with their
 * libraries) goes into one `login` chunk instead of a dozen small shared chunks: fewer requests
 * and a better gzip ratio for the route with a size budget (ARCHITECTURE §7).
 */
function loginRouteChunk(moduleId: string, ctx: ModuleGraph): string | null {
  if (!loginGraph) {
    loginGraph = new Set();
    const pending = [entryModule];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (loginGraph.has(id)) continue;
      loginGraph.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return moduleId !== entryModule && loginGraph.has(moduleId) ? 'login' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      output: { codeSplitting: { groups: [{ name: loginRouteChunk, debugName: 'login-route' }] } },
    },
  },
});
