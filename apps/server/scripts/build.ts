// The production build of the server: dist/main.js and dist/cli.js (scripts/bundle.ts says how and why).
import { bundleServer } from './bundle.ts';

await bundleServer('dist');
