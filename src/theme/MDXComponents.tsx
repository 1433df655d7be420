/**
 * Wrapper around @docusaurus/theme-classic/lib/theme/MDXComponents.
 * Reason: Markdown tables wider than the column scroll sideways, and the scroll box must be
 * reachable by keyboard; `table` renders through ScrollableTable. Policy: src/theme/README.md.
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
