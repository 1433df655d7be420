/**
 * The solver benchmark tables of docs/vrp_problem_intro/solver_benchmark.mdx, rendered from the
 * results file the bench writes, so the page always shows the last committed run. The page's
 * Markdown twin prints the same rows (src/plugins/markdown-twins/componentPrinters.ts).
 */
import React, { type ReactNode } from 'react';

import ScrollableTable from '@site/src/components/ScrollableTable';

import {
  FAMILY_COLUMNS,
  familyRows,
  INSTANCE_COLUMNS,
  instanceRows,
  runDescription,
  type BenchResults,
} from './benchTables';

function Table<Row extends object>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly { key: keyof Row; label: string }[];
  rows: Row[];
  rowKey: keyof Row;
}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={String(column.key)}>{column.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[rowKey])}>
            {columns.map((column) => (
              <td key={String(column.key)}>{String(row[column.key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export function BenchmarkRun({ results }: { results: BenchResults }): ReactNode {
  return <p>{runDescription(results)}</p>;
}

export function BenchmarkFamilies({ results }: { results: BenchResults }): ReactNode {
  return <Table columns={FAMILY_COLUMNS} rows={familyRows(results)} rowKey="family" />;
}

export function BenchmarkInstances({ results }: { results: BenchResults }): ReactNode {
  return <Table columns={INSTANCE_COLUMNS} rows={instanceRows(results)} rowKey="instance" />;
}
