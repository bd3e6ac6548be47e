// The only place that reads build-time configuration (CONVENTIONS.md): the values build-env.ts
// validated when the app was built, inlined by Vite's define (vite.config.ts, vitest.config.ts).
import type { AppEnv } from '../build-env.ts';

declare const __LEVELUP_ENV__: AppEnv;

export const env: AppEnv = __LEVELUP_ENV__;
