import type { EntitySchema } from '@mikro-orm/core';
import { StoreSchema } from '../stores/store.entity';
import { ApiKeySchema } from '../stores/api-key.entity';

/** Every MikroORM entity of the service; domains add theirs here. */
export const entities: EntitySchema[] = [StoreSchema, ApiKeySchema] as unknown as EntitySchema[];
