import { defineEntity, p } from '@mikro-orm/core';

export const StaffMemberSchema = defineEntity({
  name: 'StaffMember',
  tableName: 'staff_members',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    email: p.text(),
    name: p.text().defaultRaw("''::text"),
    role: p.enum(['owner', 'admin', 'staff']),
    permissions: p.array().columnType('text[]').defaultRaw("'{}'::text[]"),
    totpSecret: p.text().nullable(),
    totpEnabled: p.boolean().defaultRaw('false'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'staff_members_email',
      expression: 'CREATE INDEX staff_members_email ON staff_members USING btree (lower(email))',
    },
  ],
  uniques: [
    {
      name: 'staff_members_store_email',
      expression: 'CREATE UNIQUE INDEX staff_members_store_email ON staff_members USING btree (store_id, lower(email))',
    },
  ],
});
