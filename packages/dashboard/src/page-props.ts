import type { Session } from './api';

/** What every page is given: the route's parameters and the signed-in member's session. */
export interface PageProps {
  params: Record<string, string>;
  session: Session;
}
