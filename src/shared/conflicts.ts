import { DomainError } from './errors';

/** 409 for a value that must be unique in the store (SKU, handle, code, e-mail); `field` names where it was sent. */
export function alreadyExists(field: string, what: string, value: string): DomainError {
  return new DomainError('resource_already_exists', `${what} "${value}" is already used in this store.`, [
    { field, code: 'duplicate', message: `${field} must be unique in the store` },
  ]);
}

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * A unique violation that a pre-check missed because another request won the race is still a 409,
 * never a 500: `fields` maps constraint names to the field the client sent.
 */
export async function mapUniqueViolations<T>(fields: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const pg = error as PgError;
    if (pg.code === '23505') {
      const field = (pg.constraint && fields[pg.constraint]) ?? 'body';
      throw new DomainError('resource_already_exists', `A value of ${field} is already used in this store.`, [
        { field, code: 'duplicate', message: `${field} must be unique in the store` },
      ]);
    }
    throw error;
  }
}
