/**
 * Part of the CodeBlock wrapper (./index.tsx; policy: src/theme/README.md): what a live block
 * shows until react-live's chunk is wanted and has arrived (and always without JavaScript). It
 * copies the box of theme-live-codeblock's Playground (header, editor, header, result), so the
 * swap to the real editor does not move the text below it; the code is the highlighted source.
 */
import React, { type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';

import styles from './liveCodePlaceholder.module.css';

export default function LiveCodePlaceholder({
  codeBlock,
}: {
  /** The block's source, rendered by the classic (highlighted) code block. */
  codeBlock: ReactNode;
}): ReactNode {
  return (
    <div className={styles.container}>
      <div className={styles.header}>
        <Translate id="theme.Playground.liveEditor">Live Editor</Translate>
        <span className={styles.resetButtonSpace} aria-hidden="true">
          &nbsp;
        </span>
      </div>
      <div className={styles.code}>{codeBlock}</div>
      <div className={styles.header}>
        <Translate id="theme.Playground.result">Result</Translate>
      </div>
      <div className={styles.result}>
        <Translate id="site.liveCode.resultPending">
          The result appears here when the example runs.
        </Translate>
      </div>
    </div>
  );
}
