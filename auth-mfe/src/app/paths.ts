/** Every path this remote renders or links to, in one place. */
export const paths = {
  login: '/auth/login',
  register: '/auth/register',
  recovery: '/auth/recovery',
  emailConfirm: '/auth/email-confirm',
  /** Where a new owner lands when the sign-up signs in at once. */
  panel: '/panel',
} as const;
