import { defineEntity, p } from '@mikro-orm/core';

export const ImportProblemSchema = defineEntity({
  name: 'ImportProblem',
  tableName: 'import_problems',
  properties: {
    importId: p.text().primary(),
    position: p.integer().primary(),
    phase: p.enum(['dry_run', 'import']),
    line: p.integer(),
    column: p.text(),
    reason: p.text(),
    storeConflict: p.boolean().defaultRaw('false'),
  },
});
