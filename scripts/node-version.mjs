// The Node versions Tessera runs on (package.json `engines`): 22 (22.13 or later) and 24, the LTS
// lines, and 20.19 or later while a machine still has it. Older ones cannot run the build (Vite
// needs 20.19 or 22.12, ESLint 20.19 or 22.13), so `npm start` and `npm test` stop here with a message instead.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 13) || major >= 24;

export function requireSupportedNode(script) {
  if (supported) return;
  console.error(`[${script}] Tessera needs Node 22 (22.13 or later) or 24; 20.19 or later also works. This is Node ${process.version}.`);
  process.exit(1);
}
