import type { PageRequest } from '../db/keyset';

/** The filters of the admin's customer list. */
export interface ListCustomersQuery extends PageRequest {
  email?: string;
  q?: string;
  createdFrom?: string;
  createdTo?: string;
}

/** The fields an admin may change on a customer; an absent one stays as it is. */
export interface CustomerPatch {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  note?: string | null;
}
