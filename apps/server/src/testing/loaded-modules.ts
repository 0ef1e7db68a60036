import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

/**
 * Preloaded into a server a test starts (`--import`): writes the address of every module the
 * process resolves, imported or required, to LOADED_MODULES_FILE, one a line.
 */
const file = process.env.LOADED_MODULES_FILE;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
}
