import { defineEntity, p } from '@mikro-orm/core';

export const ImportChunkSchema = defineEntity({
  name: 'ImportChunk',
  tableName: 'import_chunks',
  properties: {
    importId: p.text().primary(),
    seq: p.integer().primary(),
    data: p.blob(),
  },
});
