import { DomainError } from '../shared/errors';

export const sessionInvalid = () =>
  new DomainError(
    'session_invalid',
    'The customer session is missing, expired or signed out. Sign in again with a new sign-in link.',
  );
