// spec 1 §5 / spec 2 §5: the mint button is disabled for a collection in the disabled-mints list, a
// remote-config feature flag (spec 2 §6). The issue 13 contract's FeatureFlags has no disabledMints
// field yet, so the list is empty until the server sends one.
export const DISABLED_MINTS: ReadonlyArray<string> = [];
