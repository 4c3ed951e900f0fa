import { readFileSync } from 'node:fs';
import { TABLE_OWNERS } from '../../src/db/table-owners';
import { repositoryPath, schemaObjects, sourceFiles, sqlNamesIn } from '../support/sql-references';

const schema = schemaObjects();
const known = { tables: new Set(schema.tables), functions: new Set(schema.functions) };
/** Where a name's SQL may be written: its owner's repositories and queries, and its entities' generated columns. */
const mayHold = (path: string, name: string) =>
  path.startsWith(`src/${TABLE_OWNERS[name]}/`) && /\.(repository|query|entity)\.ts$/.test(path);

function misplaced(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of sourceFiles('src', 'activities', 'workflows')) {
    const path = repositoryPath(file);
    const names = sqlNamesIn(file, readFileSync(file, 'utf8'), known).filter((name) => !mayHold(path, name));
    if (names.length > 0) found[path] = names;
  }
  return found;
}

describe('when the SQL of the tree is checked against the owner of each table (src/db/table-owners.ts)', () => {
  it('then every table and function the migrations create has an owning domain folder', () => {
    expect([...schema.tables, ...schema.functions].filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
    const folders = new Set(sourceFiles('src').map((file) => repositoryPath(file).split('/')[1]));
    expect([...new Set(Object.values(TABLE_OWNERS))].filter((owner) => !folders.has(owner))).toEqual([]);
  });

  it('then only the owner’s repository and query files write SQL naming a table or function', () => {
    expect(misplaced()).toEqual({});
  });

  it('then the check finds tables after FROM, JOIN, INTO and UPDATE, in comma joins, and called functions', () => {
    const source = [
      "const a = 'SELECT 1 FROM orders o, order_lines l WHERE o.id = l.order_id';",
      'const b = `UPDATE carts SET status = ${status}`;',
      "const c = 'SELECT * FROM cart_line_rows(?, ?)';",
      "const d = 'the orders are read from carts';",
      'const e = `${count} products (${language})`;',
    ].join('\n');
    expect(sqlNamesIn('example.ts', source, known)).toEqual(['cart_line_rows', 'carts', 'order_lines', 'orders']);
    expect(mayHold('src/orders/orders.repository.ts', 'orders')).toBe(true);
    expect(mayHold('src/orders/orders.service.ts', 'orders')).toBe(false);
    expect(mayHold('src/checkout/checkout.repository.ts', 'orders')).toBe(false);
  });
});
