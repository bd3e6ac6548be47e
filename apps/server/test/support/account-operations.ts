// The account documents the tests send, as the front end sends them (spec 1 §7 Mutations).
export const userFields = /* GraphQL */ `
  fragment UserFields on User {
    id
    email
    emailVerified
    username
    discriminator
    profilePicPath
    bio
    allyToken
    gold
    playpoints
    snowflakes
    referralCode
    hasPassword
    publisherUser {
      id
      name
    }
    userFlags
    createdAt
  }
`;

const authPayload = /* GraphQL */ `
  token
  userId
  accessToken
  refreshToken
  accessTokenExpiresAt
  isNewUser
  user {
    ...UserFields
  }
`;

export const requestEmailCodeMutation = /* GraphQL */ `
  mutation RequestEmailCode(
    $email: String!
    $purpose: EmailCodePurpose!
    $emailTemplateId: String
  ) {
    requestEmailCode(email: $email, purpose: $purpose, emailTemplateId: $emailTemplateId)
  }
`;

export const verifyEmailCodeMutation = /* GraphQL */ `
  mutation VerifyEmailCode(
    $email: String!
    $code: String!
    $purpose: EmailCodePurpose!
    $updateEmailOnVerified: Boolean
  ) {
    verifyEmailCode(
      email: $email
      code: $code
      purpose: $purpose
      updateEmailOnVerified: $updateEmailOnVerified
    )
  }
`;

export const signUpMutation = /* GraphQL */ `
  mutation SignUp($input: SignUpInput!) {
    signUpWithEmail(input: $input) { ${authPayload} }
  }
  ${userFields}
`;

export const signInMutation = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!) {
    signInWithEmail(email: $email, password: $password) { ${authPayload} }
  }
  ${userFields}
`;

export const refreshSessionMutation = /* GraphQL */ `
  mutation RefreshSession {
    refreshSession { ${authPayload} }
  }
  ${userFields}
`;

export const signOutMutation = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;

export const changePasswordMutation = /* GraphQL */ `
  mutation ChangePassword($email: String!, $password: String!, $code: String!) {
    changePassword(email: $email, password: $password, code: $code)
  }
`;

export const updateEmailMutation = /* GraphQL */ `
  mutation UpdateEmail($data: UpdateEmailInput!) {
    updateEmail(data: $data) {
      ...UserFields
    }
  }
  ${userFields}
`;

export const meQuery = /* GraphQL */ `
  query Me {
    me {
      ...UserFields
    }
  }
  ${userFields}
`;

export const upsertUserFlagsMutation = /* GraphQL */ `
  mutation UpsertUserFlags($userId: ID!, $patch: JSON!) {
    upsertUserFlags(userId: $userId, patch: $patch) {
      id
      userFlags
    }
  }
`;

export const updateProfileMutation = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      username
      bio
    }
  }
`;

export const claimSsoUpgradeRewardMutation = /* GraphQL */ `
  mutation ClaimSsoUpgradeReward {
    claimSsoUpgradeReward {
      id
      playpoints
    }
  }
`;

export type UserResult = {
  id: string;
  email: string | null;
  emailVerified: boolean;
  username: string | null;
  discriminator: string;
  profilePicPath: string | null;
  bio: string | null;
  allyToken: number;
  gold: number;
  playpoints: number;
  snowflakes: number;
  referralCode: string;
  hasPassword: boolean;
  publisherUser: { id: string; name: string } | null;
  userFlags: Record<string, unknown>;
  createdAt: string;
};

export type AuthPayloadResult = {
  token: string;
  userId: string;
  accessToken: string;
  refreshToken: string | null;
  accessTokenExpiresAt: string;
  isNewUser: boolean;
  user: UserResult;
};
