import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { functionFile, functionFileNames } from '../../src/db/sql-functions';

export const root = join(__dirname, '..', '..');
const migrations = join(root, 'src', 'db', 'migrations');

/** The TypeScript files under the given folders of the repository (node_modules, dist and migrations aside). */
export function sourceFiles(...folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        return ['node_modules', 'dist'].includes(name) || path === migrations ? [] : walk(path);
      }
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return folders
    .map((folder) => join(root, folder))
    .filter(existsSync)
    .flatMap(walk);
}

/** Tables and functions the migrations create, by name, and the functions of the function files they apply. */
export function schemaObjects(): { tables: string[]; functions: string[] } {
  const text = [
    ...readdirSync(migrations).map((name) => join(migrations, name)),
    ...functionFileNames().map(functionFile),
  ]
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const names = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((match) => match[1]))].sort();
  return {
    tables: names(/CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?([a-z_]+)/g),
    functions: names(/CREATE (?:OR REPLACE )?FUNCTION ([a-z_]+)/g),
  };
}

/** A table after FROM, JOIN, INTO, UPDATE, TABLE or TRUNCATE, and those a comma joins to it. */
const TABLE_PLACES =
  /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|TRUNCATE)\s+(?:ONLY\s+)?([a-z_]+)((?:\s+(?:AS\s+)?[a-z_]+)?(?:\s*,\s*[a-z_]+(?:\s+(?:AS\s+)?[a-z_]+)?)*)/g;
const FUNCTION_CALLS = /\b([a-z_]+)\s*\(/g;

/** The text of each string and template literal of a source file (a template's values as `?`). */
function literals(file: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      found.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('?'));
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** The tables (where SQL puts a table) and functions (called) of `known` that SQL in the file's literals names. */
export function sqlNamesIn(
  file: string,
  text: string,
  known: { tables: ReadonlySet<string>; functions: ReadonlySet<string> },
): string[] {
  const names = new Set<string>();
  for (const literal of literals(file, text)) {
    for (const match of literal.matchAll(TABLE_PLACES)) {
      const joined = match[2].split(',').slice(1);
      for (const name of [match[1], ...joined.map((part) => part.trim().split(/\s+/)[0])]) {
        if (known.tables.has(name)) names.add(name);
      }
    }
    for (const match of literal.matchAll(FUNCTION_CALLS)) if (known.functions.has(match[1])) names.add(match[1]);
  }
  return [...names].sort();
}

export const repositoryPath = (file: string) => relative(root, file).split('\\').join('/');
