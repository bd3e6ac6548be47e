// spec 1 §9 onboarding-step-flow: the sign-up step is kept for the code's 10 minutes, never the password.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ONBOARDING_STEP_FLOW_KEY,
  forgetOnboardingStep,
  readOnboardingStep,
  saveOnboardingStep,
} from './onboarding-step-flow.ts';

beforeEach(() => sessionStorage.clear());

const flow = { step: 'code' as const, email: 'a@example.com', referralCode: '', sentAt: 1_000 };

describe('onboarding-step-flow', () => {
  it('answers the kept step while the code lives, then nothing', () => {
    saveOnboardingStep(flow);
    expect(readOnboardingStep(1_000 + 599_999)).toEqual(flow);
    expect(readOnboardingStep(1_000 + 600_000)).toBeNull();
  });

  it('is forgotten on demand and ignores a damaged entry', () => {
    saveOnboardingStep(flow);
    forgetOnboardingStep();
    expect(readOnboardingStep(1_000)).toBeNull();
    sessionStorage.setItem(ONBOARDING_STEP_FLOW_KEY, '{oops');
    expect(readOnboardingStep(1_000)).toBeNull();
  });
});
