/**
 * The solver runs in a Web Worker, in live code blocks and in Node, so it may depend on nothing
 * but itself: no React, no DOM helpers, no site modules. And the feasibility checker must stay
 * independent of the code it checks, so it may borrow the solver's types but none of its logic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const SOLVER_DIR = path.join(ROOT, 'src/solver');
const FEASIBILITY = path.join(ROOT, 'tests/support/feasibility.ts');

function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

/** Every module a file refers to: static and dynamic imports, re-exports, `require`. */
function moduleReferences(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((reference) => reference.fileName);
}

/** What breaks the solver's self-containment in one file, one line per problem. */
function solverDependencyProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const name = path.relative(ROOT, file);
  for (const specifier of moduleReferences(text)) {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) {
      problems.push(`${name} imports "${specifier}", which is not a relative path`);
      continue;
    }
    const target = path.resolve(path.dirname(file), specifier);
    if (path.relative(SOLVER_DIR, target).startsWith('..')) {
      problems.push(`${name} imports "${specifier}", outside src/solver`);
    }
  }
  const info = ts.preProcessFile(text, true, true);
  for (const reference of [...info.libReferenceDirectives, ...info.typeReferenceDirectives]) {
    problems.push(`${name} has a /// <reference> to "${reference.fileName}"`);
  }
  return problems;
}

/** Imports or re-exports of src/solver that are not declared type-only. */
function valueImportsOfSolver(file: string, text: string): string[] {
  const source = parse(file, text);
  const intoSolver = (specifier: string) =>
    !path.relative(SOLVER_DIR, path.resolve(path.dirname(file), specifier)).startsWith('..');
  const problems: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      intoSolver(node.moduleSpecifier.text)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      if (!typeOnly) problems.push(node.getText(source));
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]) &&
      intoSolver(node.arguments[0].text)
    ) {
      problems.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('the solver depends on nothing outside src/solver', () => {
  const files = typeScriptFiles(SOLVER_DIR);

  it('finds the solver sources', () => {
    expect(files.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['index.ts', 'search.ts', 'worker.ts']),
    );
  });

  it('imports only relative paths that stay inside src/solver', () => {
    const problems = files.flatMap((file) =>
      solverDependencyProblems(file, readFileSync(file, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('the check catches packages, site modules and escapes', () => {
    const file = path.join(SOLVER_DIR, 'sample.ts');
    const text = [
      '/// <reference lib="dom" />',
      "import React from 'react';",
      "import { toJsonPath } from '@site/src/playground/jsonPath';",
      "export { x } from '../playground/format';",
      "const lazy = () => import('../../tests/support/feasibility');",
      "import { Random } from './random';",
    ].join('\n');
    expect(solverDependencyProblems(file, text)).toEqual([
      'src/solver/sample.ts imports "react", which is not a relative path',
      'src/solver/sample.ts imports "@site/src/playground/jsonPath", which is not a relative path',
      'src/solver/sample.ts imports "../playground/format", outside src/solver',
      'src/solver/sample.ts imports "../../tests/support/feasibility", outside src/solver',
      'src/solver/sample.ts has a /// <reference> to "dom"',
    ]);
  });
});

describe('the feasibility checker is independent of the solver', () => {
  it('takes only types from src/solver', () => {
    const text = readFileSync(FEASIBILITY, 'utf8');
    expect(moduleReferences(text).some((s) => s.includes('src/solver'))).toBe(true);
    expect(valueImportsOfSolver(FEASIBILITY, text)).toEqual([]);
  });

  it('the check catches value imports, mixed imports and dynamic imports', () => {
    const text = [
      "import type { SolveRequest } from '../../src/solver/types';",
      "import { solve } from '../../src/solver';",
      "import { type Stop, Problem } from '../../src/solver/model';",
      "export { solve as run } from '../../src/solver';",
      "const late = () => import('../../src/solver/search');",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(valueImportsOfSolver(FEASIBILITY, text)).toEqual([
      "import { solve } from '../../src/solver';",
      "import { type Stop, Problem } from '../../src/solver/model';",
      "export { solve as run } from '../../src/solver';",
      "import('../../src/solver/search')",
    ]);
  });
});
