// spec 1 §9 storage key onboarding-step-flow: where the player is in the sign-up steps (details, then
// the e-mailed code), kept for this tab so a reload on the code step does not start over blank. The
// password is never stored: after a reload the details step comes back filled in but for it, and
// says a code was already sent.
export const ONBOARDING_STEP_FLOW_KEY = 'onboarding-step-flow';

/** spec 1 §5: an e-mailed code lives 10 minutes; an older step is forgotten. */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

export type OnboardingStepFlow = {
  step: 'code';
  email: string;
  referralCode: string;
  /** When the code was sent (ms). */
  sentAt: number;
};

export function saveOnboardingStep(
  flow: OnboardingStepFlow,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(ONBOARDING_STEP_FLOW_KEY, JSON.stringify(flow));
  } catch {
    // Storage refused: a reload starts the sign-up over, as without this key.
  }
}

export function forgetOnboardingStep(
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.removeItem(ONBOARDING_STEP_FLOW_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The step this tab was on, if a code was sent less than 10 minutes ago. */
export function readOnboardingStep(
  now = Date.now(),
  storage: Storage | undefined = globalThis.sessionStorage,
): OnboardingStepFlow | null {
  try {
    const flow = JSON.parse(
      storage?.getItem(ONBOARDING_STEP_FLOW_KEY) ?? 'null',
    ) as Partial<OnboardingStepFlow> | null;
    if (
      flow?.step === 'code' &&
      typeof flow.email === 'string' &&
      typeof flow.referralCode === 'string' &&
      typeof flow.sentAt === 'number' &&
      now - flow.sentAt < CODE_LIFETIME_MS
    )
      return flow as OnboardingStepFlow;
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}
