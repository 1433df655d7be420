/**
 * What the catalogue's pages receive as route data: the plugin writes it, the components in
 * ./components/ProblemTypePage and ./components/ProblemCatalogue render it.
 */
import type { FieldErrorEntry, ProblemBody } from './problemTypes';

export interface ProblemOperationLink {
  /** The API's title, e.g. `Routing API`. */
  api: string;
  /** A response of the operation, or a webhook delivery that carries the problem in its body. */
  kind: 'response' | 'webhook';
  method: string;
  path: string;
  summary: string;
  status: string | null;
  /** The operation in the API reference. */
  href: string;
}

export interface ProblemPageData {
  slug: string;
  uri: string;
  title: string;
  status: number | null;
  example: ProblemBody | null;
  fieldErrors: FieldErrorEntry[];
  operations: ProblemOperationLink[];
}

export interface ProblemSummary {
  slug: string;
  title: string;
  status: number | null;
  permalink: string;
  operationCount: number;
}
