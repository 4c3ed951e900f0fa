import { presentCustomerEvent, type CustomerRow } from './customers.repository';

/** The signed-in customer's own view of their profile. */
export interface AccountView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  updatedAt: string;
}

export function presentAccount(row: CustomerRow): AccountView {
  const { id, email, firstName, lastName, createdAt, updatedAt } = presentCustomerEvent(row) as unknown as AccountView;
  return {
    id,
    email,
    firstName,
    lastName,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing,
    createdAt,
    updatedAt,
  };
}

/** The same body for every e-mail, known or not, so the answer reveals nothing. */
export const LINK_REQUESTED = {
  status: 'link_requested',
  message:
    'If an account exists for this e-mail address, a sign-in link is on its way. ' +
    'It works once and expires in 15 minutes.',
} as const;
