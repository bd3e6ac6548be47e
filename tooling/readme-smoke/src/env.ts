// The package's one read of the environment (CONVENTIONS.md): what the server and the documented
// commands inherit, as `npm start` and a reader's terminal pass the user's environment on.
export const inheritedEnv: Readonly<NodeJS.ProcessEnv> = { ...process.env };
